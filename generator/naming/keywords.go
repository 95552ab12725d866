package naming

// Keyword and builtin tables, one pair per language. IsReserved and IsBuiltin document what each covers.

var tsKeywords = wordSet(`
	arguments await break case catch class const continue debugger default delete do else enum eval export extends
	false finally for function if implements import in instanceof interface let new null package private protected
	public return static super switch this throw true try typeof var void while with yield`)

var tsBuiltins = wordSet(`
	any bigint boolean never number object string symbol undefined unknown
	constructor globalThis require module exports process console fetch
	AbortController AbortSignal Array ArrayBuffer Awaited BigInt Blob Boolean Buffer DataView Date Error
	EvalError Exclude Extract File FormData Function Headers Infinity InstanceType Intl Iterable Iterator JSON
	Map Math NaN NonNullable Number Object Omit Parameters Partial Pick Promise PromiseLike Proxy RangeError
	ReadableStream Readonly Record ReferenceError Reflect RegExp Request Required Response ReturnType Set String
	Symbol SyntaxError TextDecoder TextEncoder TypeError URIError URL URLSearchParams Uint8Array WeakMap WeakRef
	WeakSet WritableStream`)

var pythonKeywords = wordSet(`
	False None True and as assert async await break class continue def del elif else except finally for from
	global if import in is lambda nonlocal not or pass raise return try while with yield`)

var pythonBuiltins = wordSet(`
	abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex
	copyright credits delattr dict dir divmod enumerate eval exec exit filter float format frozenset getattr
	globals hasattr hash help hex id input int isinstance issubclass iter len license list locals map max
	memoryview min next object oct open ord pow print property quit range repr reversed round set setattr slice
	sorted staticmethod str sum super tuple type vars zip
	ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError BrokenPipeError
	BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError ConnectionRefusedError
	ConnectionResetError DeprecationWarning EOFError Ellipsis EncodingWarning EnvironmentError Exception
	ExceptionGroup FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError
	ImportError ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError
	KeyboardInterrupt LookupError MemoryError ModuleNotFoundError NameError NotADirectoryError NotImplemented
	NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError ProcessLookupError
	PythonFinalizationError RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning
	StopAsyncIteration StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError TimeoutError
	TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError
	UnicodeWarning UserWarning ValueError Warning ZeroDivisionError`)

var goKeywords = wordSet(`
	break case chan const continue default defer else fallthrough for func go goto if import interface map package
	range return select struct switch type var`)

var goBuiltins = wordSet(`
	any append bool byte cap clear close comparable complex complex128 complex64 copy delete error false float32
	float64 imag int int16 int32 int64 int8 iota len make max min new nil panic print println real recover rune
	string true uint uint16 uint32 uint64 uint8 uintptr`)

var javaKeywords = wordSet(`
	_ abstract assert boolean break byte case catch char class const continue default do double else enum extends
	false final finally float for goto if implements import instanceof int interface long native new null package
	permits private protected public record return sealed short static strictfp super switch synchronized this
	throw throws transient true try var void volatile while yield`)

var javaBuiltins = wordSet(`
	AutoCloseable Boolean Byte CharSequence Character Class ClassLoader Cloneable Comparable Deprecated Double Enum
	Error Exception Float FunctionalInterface Integer Iterable Long Math Module Number Object Override Package
	Process Record Runnable Runtime RuntimeException SafeVarargs Short StrictMath String StringBuilder
	SuppressWarnings System Thread Throwable Void`)

var kotlinKeywords = wordSet(`
	_ as break class continue do else false for fun if in interface is null object package return super this throw
	true try typealias typeof val var when while`)

var kotlinBuiltins = wordSet(`
	Any Array Boolean Byte Char CharSequence Collection Comparable Double Enum Error Exception Float Function Int
	Iterable Lazy List Long Map Nothing Number Pair Result Sequence Set Short String Throwable Triple Unit`)

var rubyKeywords = wordSet(`
	__ENCODING__ __FILE__ __LINE__ BEGIN END alias and begin break case class def do else elsif end ensure
	false for if in module next nil not or redo rescue retry return self super then true undef unless until when
	while yield`)

var rubyBuiltins = wordSet(`
	abort at_exit binding block_given caller catch clone define_singleton_method display dup enum_for eql equal
	exit extend fail format freeze gets hash inspect instance_of instance_variable_get instance_variable_set
	instance_variables is_a itself kind_of lambda load loop method methods object_id p pp print printf proc public_send
	puts raise rand require require_relative respond_to select send singleton_class sleep sprintf srand system tap
	test throw to_a to_enum to_h to_s trap warn
	Array BasicObject Binding Class Comparable Complex Data Dir Encoding Enumerable Errno Exception Fiber File Float
	GC Hash IO Integer Kernel Math Method Module Mutex Numeric Object ObjectSpace Proc Process Queue Random Range
	Rational Regexp Set Signal StandardError String Struct Symbol Thread Time Warning`)

// phpKeywords are lower case: PHP compares them without case.
var phpKeywords = wordSet(`
	__halt_compiler abstract and array as break callable case catch class clone const continue declare default die
	do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile eval exit extends final finally
	fn for foreach function global goto if implements include include_once instanceof insteadof interface isset list
	match namespace new or print private protected public readonly require require_once return static switch throw
	trait try unset use var while xor yield
	__class__ __dir__ __file__ __function__ __line__ __method__ __namespace__ __property__ __trait__
	bool enum false float int iterable mixed never null numeric object parent resource self string true void`)

// phpBuiltins are lower case: PHP class names ignore case.
var phpBuiltins = wordSet(`
	argumentcounterror arithmeticerror arrayaccess arrayiterator arrayobject attribute backedenum closure countable
	dateinterval datetime datetimeimmutable datetimeinterface divisionbyzeroerror error errorexception exception
	fiber generator iterator iteratoraggregate jsonexception jsonserializable returntypewillchange
	sensitiveparameter serializable stdclass stringable throwable traversable typeerror unitenum valueerror
	weakmap weakreference`)

var csharpKeywords = wordSet(`
	abstract as base bool break byte case catch char checked class const continue decimal default delegate do
	double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface
	internal is lock long namespace new null object operator out override params private protected public readonly
	ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint
	ulong unchecked unsafe ushort using virtual void volatile while`)

var csharpBuiltins = wordSet(`
	add allows alias and ascending args async await by descending dynamic equals extension field file from get
	global group init into join let managed nameof nint not notnull nuint on or orderby partial record remove
	required scoped select set unmanaged value var when where with yield
	Action Array Attribute Boolean Byte Char Console DateTime DateTimeOffset Decimal Delegate Double Enum
	Environment Exception Func GC Guid Index Int16 Int32 Int64 Math Memory Nullable Object Random Range Span
	String Task TimeSpan Tuple Type Uri ValueTuple Version`)

var terraformKeywords = wordSet(`connection count depends_on for_each lifecycle provider provisioner`)

var terraformBuiltins = wordSet(`alias version`)

var cliKeywords = wordSet(`api-key base-url debug format format-error h help max-items transform transform-error v
	version`)
