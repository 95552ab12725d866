import com.fasterxml.jackson.databind.JsonNode
import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.databind.node.ArrayNode
import com.fasterxml.jackson.databind.node.JsonNodeFactory
import com.fasterxml.jackson.databind.node.ObjectNode
import com.fasterxml.jackson.databind.node.TextNode
import java.io.File
import java.io.PrintWriter
import java.io.StringWriter
import java.lang.reflect.InvocationTargetException
import java.lang.reflect.Method
import java.lang.reflect.ParameterizedType
import java.lang.reflect.Type
import java.lang.reflect.WildcardType
import java.time.Duration
import java.time.LocalDate
import java.time.OffsetDateTime
import java.util.concurrent.ExecutionException
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.TimeoutException
import kotlin.coroutines.Continuation
import kotlin.coroutines.intrinsics.suspendCoroutineUninterceptedOrReturn
import kotlin.system.exitProcess
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.runBlocking

/*
 * The Kotlin driver of sdkgen's conformance suite (targets/conformance, protocol in its doc.go).
 *
 * sdkgen's toolchain test compiles it with the SDK generated from targets/conformance/api and runs
 * it once per client, sync or async:
 *
 *     java --add-opens java.base/java.util=ALL-UNNAMED -cp SDK:DEPS DriverKt BASE_PACKAGE PREFIX MODE
 *
 * It interprets the scenarios generically through Java reflection (it never names a scenario nor a
 * generated class): it builds the client with <Prefix>OkHttpClient[Async], finds
 * client.<resource>().<method>(path args..., params, requestOptions), calling the async client's
 * suspend functions with the coroutine's continuation, builds the params from the scenario's JSON
 * with their builder's setters, collects the result and prints one JSON line per scenario.
 */

private const val WATCHDOG_SECONDS = 60L
private val JSON = JsonNodeFactory.instance
private val MAPPER = ObjectMapper()

/** A failure of the driver itself (an unknown method, a hung scenario). */
class DriverError(message: String) : RuntimeException(message)

fun main(args: Array<String>) {
    if (args.size != 3 || args[2] !in setOf("sync", "async")) {
        System.err.println("usage: DriverKt BASE_PACKAGE PREFIX sync|async")
        exitProcess(2)
    }
    val root = requireEnv("CONFORMANCE_BASE_URL").trimEnd('/')
    val path = requireEnv("CONFORMANCE_SCENARIOS")
    // CONFORMANCE_BASE_URL is also the SDK's base URL override: only scenarios that set it see it.
    setEnv("CONFORMANCE_BASE_URL", null)
    setEnv("CONFORMANCE_SCENARIOS", null)
    val driver = Driver(args[0], args[1], args[2] == "async")
    val workers = Executors.newCachedThreadPool { runnable ->
        Thread(runnable, "conformance scenario").apply { isDaemon = true }
    }
    for (scenario in MAPPER.readTree(File(path)).get("scenarios")) {
        val base = root + "/s/" + scenario.get("name").asText()
        println(MAPPER.writeValueAsString(driver.run(scenario, base, workers)))
        System.out.flush()
    }
    exitProcess(0)
}

private fun requireEnv(name: String): String {
    val value = System.getenv(name)
    if (value.isNullOrEmpty()) {
        System.err.println("conformance driver: $name is not set")
        exitProcess(2)
    }
    return value
}

/** What one scenario produced: its result or error, and the items collected before an error. */
private class Outcome {
    var result: JsonNode? = null
    var error: Throwable? = null
    var partial: ArrayNode? = null
}

class Driver(private val pkg: String, private val prefix: String, private val async: Boolean) {

    private fun cls(name: String): Class<*> = Class.forName("$pkg.$name")

    fun run(scenario: JsonNode, base: String, workers: ExecutorService): ObjectNode {
        val outcome = Outcome()
        val client = scenario.path("client")
        val saved = applyEnv(client.path("env"), base)
        val work =
            workers.submit(
                Runnable {
                    try {
                        outcome.result = runBlocking {
                            runScenario(scenario, client, base, outcome)
                        }
                    } catch (e: Throwable) {
                        outcome.error = unwrap(e)
                    }
                }
            )
        try {
            work.get(WATCHDOG_SECONDS, TimeUnit.SECONDS)
        } catch (e: TimeoutException) {
            work.cancel(true)
            outcome.error = DriverError("the scenario did not finish within 60 s")
        } catch (e: ExecutionException) {
            outcome.error = e
        } finally {
            restoreEnv(saved)
        }
        val line = JSON.objectNode()
        line.put("scenario", scenario.get("name").asText())
        val error = outcome.error
        if (error == null) {
            line.set<JsonNode>("result", outcome.result ?: JSON.nullNode())
            return line
        }
        line.set<JsonNode>("error", describe(error))
        outcome.partial?.let { line.set<JsonNode>("result", it) }
        if (kind(error) == "client" || error is DriverError) {
            val trace = StringWriter()
            error.printStackTrace(PrintWriter(trace))
            System.err.println("conformance driver: scenario ${scenario.get("name")}: $trace")
        }
        return line
    }

    private suspend fun runScenario(
        scenario: JsonNode,
        clientSpec: JsonNode,
        base: String,
        outcome: Outcome,
    ): JsonNode {
        val client = client(clientSpec, base)
        try {
            val value = invoke(client, scenario.path("call"))
            return when (val collect = scenario.path("collect").asText("value")) {
                "value" -> json(value)
                "items" -> collectItems(value, outcome)
                "pages" -> collectPages(value, outcome)
                "events" -> collectEvents(value, outcome)
                else -> throw DriverError("unknown collect $collect")
            }
        } finally {
            call(client, "close")
        }
    }

    private fun client(spec: JsonNode, base: String): Any {
        val factory =
            companion(cls("client.okhttp.${prefix}OkHttpClient" + if (async) "Async" else ""))
        if (spec.path("zero_args").asBoolean(false)) {
            return call(factory, "fromEnv")
        }
        var builder = call(call(factory, "builder"), "fromEnv")
        val url = if (spec.path("trailing_slash").asBoolean()) "$base/" else base
        builder = call(builder, "baseUrl", url)
        for (option in listOf("api_key", "username", "password", "token")) {
            if (spec.hasNonNull(option)) {
                builder = call(builder, camel(option), spec.get(option).asText())
            }
        }
        if (spec.hasNonNull("max_retries")) {
            builder = call(builder, "maxRetries", spec.get("max_retries").asInt())
        }
        if (spec.hasNonNull("timeout_ms")) {
            builder = call(builder, "timeout", Duration.ofMillis(spec.get("timeout_ms").asLong()))
        }
        for ((name, value) in spec.path("default_headers").properties()) {
            builder = call(builder, "putHeader", name, value.asText())
        }
        return call(builder, "build")
    }

    /** Calls resource.method(path args..., params, requestOptions). */
    private suspend fun invoke(client: Any, spec: JsonNode): Any? {
        val path = spec.path("method").asText().split(".")
        if (path.size != 2) {
            throw DriverError("bad method ${spec.path("method")}")
        }
        val service = call(client, camel(path[0]))
        val name = camel(path[1]) + if (spec.path("stream").asBoolean()) "Streaming" else ""
        val args = spec.path("args").map { it.asText() }
        val method = find(service.javaClass, name, args.size)
        // The params are built before the call, so they carry the path args too: the positional
        // overload's parameter names (the SDK is compiled with -java-parameters) name their
        // setters.
        val pathArgs =
            method.parameters.take(args.size).zip(args).map { (p, arg) ->
                if (!p.isNamePresent) throw DriverError("compile the SDK with -java-parameters")
                p.name to TextNode(arg)
            }
        val params = params(method.parameterTypes[args.size], spec, pathArgs)
        val values = args + listOf(params, requestOptions(spec.path("options")))
        return invokeMethod(method, service, values)
    }

    /** Invokes a method, a suspend function with this coroutine's continuation. */
    private suspend fun invokeMethod(method: Method, target: Any, args: List<Any?>): Any? {
        if (!async || method.parameterTypes.lastOrNull() != Continuation::class.java) {
            return reflect { method.invoke(target, *args.toTypedArray()) }
        }
        return suspendCoroutineUninterceptedOrReturn { cont ->
            reflect { method.invoke(target, *(args + cont).toTypedArray()) }
        }
    }

    /** The public method with count path args, the params and the request options. */
    private fun find(type: Class<*>, name: String, count: Int): Method {
        val extra = if (async) 1 else 0
        for (method in type.methods) {
            val ps = method.parameterTypes
            if (
                method.name == name &&
                    ps.size == count + 2 + extra &&
                    ps[count + 1].simpleName == "RequestOptions" &&
                    ps[count].simpleName.endsWith("Params")
            ) {
                method.isAccessible = true
                return method
            }
        }
        throw DriverError("the client has no method $name taking $count path arguments")
    }

    private fun params(type: Class<*>, spec: JsonNode, path: List<Pair<String, JsonNode>>): Any {
        val builder = call(companion(type), "builder")
        for ((name, value) in path) {
            set(builder, name, value)
        }
        for ((name, value) in spec.path("params").properties()) {
            set(builder, camel(name), value)
        }
        for ((name, file) in spec.path("files").properties()) {
            setFile(builder, camel(name), file)
        }
        val options = spec.path("options")
        for ((name, value) in options.path("headers").properties()) {
            if (value.isNull) {
                call(builder, "putAdditionalHeaders", name, emptyList<String>())
            } else {
                call(builder, "putAdditionalHeader", name, value.asText())
            }
        }
        for ((key, value) in options.path("query").properties()) {
            call(builder, "putAdditionalQueryParam", key, value.asText())
        }
        for ((key, value) in options.path("body").properties()) {
            call(builder, "putAdditionalBodyProperty", key, jsonValue(value))
        }
        if (options.hasNonNull("idempotency_key")) {
            call(
                builder,
                "putAdditionalHeader",
                idempotencyHeader(),
                options.get("idempotency_key").asText(),
            )
        }
        return call(builder, "build")
    }

    /** Sets a param with the first one-argument setter its JSON converts to (JsonField first). */
    private fun set(builder: Any, name: String, value: JsonNode) {
        val setters =
            builder.javaClass.methods
                .filter { it.name == name && it.parameterCount == 1 }
                .sortedBy { if (it.parameterTypes[0].simpleName == "JsonField") 0 else 1 }
        for (setter in setters) {
            val converted =
                try {
                    convert(value, setter.genericParameterTypes[0])
                } catch (e: IllegalArgumentException) {
                    continue
                }
            reflect { setter.invoke(builder, converted) }
            return
        }
        throw DriverError("the params have no setter $name for $value")
    }

    /**
     * The JSON as a value of the type: Kotlin values, lists and maps of them, or the SDK's models.
     */
    private fun convert(node: JsonNode, type: Type): Any? {
        val raw = rawClass(type)
        if (node.isNull) {
            return if (raw.simpleName == "JsonField") jsonValue(node) else null
        }
        return when {
            raw.simpleName == "JsonField" || raw.simpleName == "JsonValue" -> jsonValue(node)
            raw == String::class.java -> if (node.isTextual) node.textValue() else node.toString()
            raw == Long::class.javaObjectType || raw == Long::class.javaPrimitiveType ->
                node.asLong()
            raw == Double::class.javaObjectType || raw == Double::class.javaPrimitiveType ->
                node.asDouble()
            raw == Boolean::class.javaObjectType || raw == Boolean::class.javaPrimitiveType ->
                node.asBoolean()
            raw == OffsetDateTime::class.java -> OffsetDateTime.parse(node.asText())
            raw == LocalDate::class.java -> LocalDate.parse(node.asText())
            List::class.java.isAssignableFrom(raw) -> node.map { convert(it, typeArg(type, 0)) }
            Map::class.java.isAssignableFrom(raw) ->
                node.properties().associate { (k, v) -> k to convert(v, typeArg(type, 1)) }
            else -> model(raw, node)
        }
    }

    /** A model, enum or union of the SDK from JSON, through its companion's fromJson or of. */
    private fun model(type: Class<*>, node: JsonNode): Any {
        val companion = companion(type)
        companion.javaClass.methods
            .firstOrNull { it.name == "fromJson" && it.parameterCount == 1 }
            ?.let { from ->
                return reflect { from.invoke(companion, jsonValue(node)) }
                    ?: throw IllegalArgumentException("$node is not a ${type.simpleName}")
            }
        val of =
            companion.javaClass.methods.firstOrNull { it.name == "of" && it.parameterCount == 1 }
                ?: throw IllegalArgumentException("cannot make a ${type.simpleName}")
        return reflect { of.invoke(companion, convert(node, of.genericParameterTypes[0])) }!!
    }

    private fun rawClass(type: Type): Class<*> =
        when (type) {
            is Class<*> -> type
            is ParameterizedType -> rawClass(type.rawType)
            is WildcardType -> rawClass(type.upperBounds.firstOrNull() ?: Any::class.java)
            else -> Any::class.java
        }

    private fun typeArg(type: Type, index: Int): Type =
        (type as? ParameterizedType)?.actualTypeArguments?.getOrNull(index) ?: Any::class.java

    /** Sets a file param with the first upload type it takes: a Path, an InputStream or bytes. */
    private fun setFile(builder: Any, name: String, spec: JsonNode) {
        val content = spec.path("content").asText().toByteArray()
        val fileName = spec.path("filename").asText()
        val contentType =
            if (spec.hasNonNull("content_type")) spec.get("content_type").asText() else null
        for (method in builder.javaClass.methods) {
            if (
                method.name != name ||
                    method.parameterTypes.firstOrNull()?.simpleName != "MultipartFile"
            ) {
                continue
            }
            val file =
                call(
                    call(companion(cls("core.MultipartFile")), "of", content, fileName),
                    "contentType",
                    contentType,
                )
            reflect { method.invoke(builder, file) }
            return
        }
        throw DriverError("the params have no file setter $name")
    }

    private fun requestOptions(options: JsonNode): Any {
        var builder = call(companion(cls("core.RequestOptions")), "builder")
        if (options.hasNonNull("max_retries")) {
            builder = call(builder, "maxRetries", options.get("max_retries").asInt())
        }
        if (options.hasNonNull("timeout_ms")) {
            builder =
                call(builder, "timeout", Duration.ofMillis(options.get("timeout_ms").asLong()))
        }
        return call(builder, "build")
    }

    private fun idempotencyHeader(): String {
        val settingsObject = cls("client.${prefix}ClientSettings").getField("INSTANCE").get(null)
        return call(call(settingsObject, "getSETTINGS"), "getIdempotencyHeader") as? String
            ?: throw DriverError("the API has no idempotency header")
    }

    private fun jsonValue(node: JsonNode): Any =
        call(companion(cls("core.JsonValue")), "from", MAPPER.convertValue(node, Any::class.java))

    private suspend fun collectItems(page: Any?, outcome: Outcome): JsonNode {
        val partial = JSON.arrayNode().also { outcome.partial = it }
        val pager = call(page!!, "autoPager")
        if (async) {
            (pager as Flow<*>).collect { partial.add(json(it)) }
        } else {
            (pager as Sequence<*>).forEach { partial.add(json(it)) }
        }
        return partial
    }

    private suspend fun collectPages(page: Any?, outcome: Outcome): JsonNode {
        val partial = JSON.arrayNode().also { outcome.partial = it }
        var current = page!!
        while (true) {
            val items = JSON.arrayNode()
            (call(current, "items") as List<*>).forEach { items.add(json(it)) }
            partial.add(items)
            if (call(current, "hasNextPage") != true) {
                return partial
            }
            val next = current.javaClass.methods.first { it.name == "nextPage" }
            current = invokeMethod(next, current, emptyList())!!
        }
    }

    private suspend fun collectEvents(stream: Any?, outcome: Outcome): JsonNode {
        val partial = JSON.arrayNode().also { outcome.partial = it }
        try {
            if (async) {
                (call(stream!!, "asFlow") as Flow<*>).collect { partial.add(json(it)) }
            } else {
                (call(stream!!, "asSequence") as Sequence<*>).forEach { partial.add(json(it)) }
            }
        } finally {
            stream?.let { call(it, "close") }
        }
        return partial
    }

    /** What the SDK gave, as JSON: models as they write themselves. */
    private fun json(value: Any?): JsonNode {
        if (value == null || value == Unit || value.javaClass.simpleName == "JsonMissing") {
            return JSON.nullNode()
        }
        val json = call(companion(cls("core.JsonValue")), "from", value)
        return MAPPER.readTree(json.toString())
    }

    /** The suite's error kinds, by the SDK's exception classes. */
    private fun kind(error: Throwable): String {
        if (error is DriverError) {
            return "driver"
        }
        return when (val name = error.javaClass.simpleName) {
            "BadRequestException" -> "bad_request"
            "UnauthorizedException" -> "authentication"
            "PermissionDeniedException" -> "permission_denied"
            "NotFoundException" -> "not_found"
            "ConflictException" -> "conflict"
            "UnprocessableEntityException" -> "unprocessable_entity"
            "RateLimitException" -> "rate_limit"
            "InternalServerException" -> "internal_server"
            "UnexpectedStatusCodeException" -> "status"
            "${prefix}IoException" ->
                if (error.message.orEmpty().contains("timed out", ignoreCase = true)) "timeout"
                else "connection"
            "${prefix}RetryableException" -> "connection"
            "${prefix}ServiceException",
            "SseException",
            "${prefix}InvalidDataException" -> "api"
            else -> "client"
        }
    }

    private fun describe(error: Throwable): ObjectNode {
        val out = JSON.objectNode()
        out.put("kind", kind(error))
        out.put("message", error.message?.takeIf { it.isNotEmpty() } ?: error.javaClass.simpleName)
        val status =
            error.javaClass.methods.firstOrNull {
                it.name == "statusCode" && it.parameterCount == 0
            }
        if (status != null) {
            out.put("status", status.invoke(error) as Int)
            val requestId = error.javaClass.getMethod("requestId").invoke(error)
            if (requestId != null) {
                out.put("request_id", requestId.toString())
            }
        }
        return out
    }
}

/** A Kotlin class's companion object. */
private fun companion(type: Class<*>): Any = type.getField("Companion").get(null)

/** Calls the public method name whose parameters accept args. */
private fun call(target: Any, name: String, vararg args: Any?): Any {
    for (method in target.javaClass.methods) {
        if (method.name != name || method.parameterCount != args.size) {
            continue
        }
        if (
            method.parameterTypes.indices.all {
                args[it] == null || box(method.parameterTypes[it]).isInstance(args[it])
            }
        ) {
            method.isAccessible = true
            return reflect { method.invoke(target, *args) } ?: Unit
        }
    }
    throw DriverError("${target.javaClass.simpleName} has no method $name")
}

private fun box(type: Class<*>): Class<*> = type.kotlin.javaObjectType

/** Runs a reflective call, throwing what the called method threw. */
private inline fun <T> reflect(block: () -> T): T =
    try {
        block()
    } catch (e: InvocationTargetException) {
        throw e.cause ?: e
    }

private fun unwrap(error: Throwable): Throwable {
    var cause = error
    while (
        (cause is InvocationTargetException || cause is ExecutionException) && cause.cause != null
    ) {
        cause = cause.cause!!
    }
    return cause
}

private fun camel(snake: String): String =
    snake
        .split("_")
        .mapIndexed { i, w -> if (i == 0) w else w.replaceFirstChar { it.uppercase() } }
        .joinToString("")

/** Sets (null: removes) the scenario's environment variables, returning the previous values. */
private fun applyEnv(env: JsonNode, base: String): Map<String, String?> {
    val saved = HashMap<String, String?>()
    for ((name, value) in env.properties()) {
        saved[name] = System.getenv(name)
        setEnv(name, value.asText().replace("{base_url}", base))
    }
    return saved
}

private fun restoreEnv(saved: Map<String, String?>) = saved.forEach { (k, v) -> setEnv(k, v) }

/** Changes this process's environment as System.getenv sees it (needs java.util opened). */
private fun setEnv(name: String, value: String?) {
    val env = System.getenv()
    val field = env.javaClass.getDeclaredField("m")
    field.isAccessible = true
    @Suppress("UNCHECKED_CAST") val writable = field.get(env) as MutableMap<String, String>
    if (value == null) writable.remove(name) else writable[name] = value
}
