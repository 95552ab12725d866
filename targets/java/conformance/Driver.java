import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * The JVM driver of sdkgen's conformance suite (targets/conformance, protocol in its doc.go).
 *
 * <p>sdkgen's toolchain test compiles it against the SDK generated from targets/conformance/api and
 * runs it once per client, {@code sync} or {@code async}:
 *
 * <pre>
 * java --add-opens java.base/java.util=ALL-UNNAMED -cp SDK:DEPS:. Driver BASE_PACKAGE PREFIX MODE
 * </pre>
 *
 * <p>It interprets the scenarios generically through reflection (it never names a scenario): it
 * builds the client with {@code <Prefix>OkHttpClient} (or {@code ...Async}), finds {@code
 * client.<resource>().<method>(path args..., params, requestOptions)}, builds the params from the
 * scenario's JSON with their builder's setters (values converted with the SDK's Jackson mapper),
 * collects the result and prints one JSON line per scenario.
 */
public final class Driver {
    private static final long WATCHDOG_SECONDS = 60;
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final String pkg;
    private final String prefix;
    private final boolean async;
    private final ObjectMapper mapper;

    private Driver(String pkg, String prefix, boolean async) throws Exception {
        this.pkg = pkg;
        this.prefix = prefix;
        this.async = async;
        this.mapper = (ObjectMapper) cls("core.ObjectMappers").getMethod("jsonMapper").invoke(null);
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3 || !(args[2].equals("sync") || args[2].equals("async"))) {
            System.err.println("usage: Driver BASE_PACKAGE PREFIX sync|async");
            System.exit(2);
        }
        String root = requireEnv("CONFORMANCE_BASE_URL").replaceAll("/+$", "");
        String path = requireEnv("CONFORMANCE_SCENARIOS");
        // CONFORMANCE_BASE_URL is also the SDK's base URL override: only scenarios that set it see
        // it.
        setEnv("CONFORMANCE_BASE_URL", null);
        setEnv("CONFORMANCE_SCENARIOS", null);
        Driver driver = new Driver(args[0], args[1], args[2].equals("async"));
        JsonNode scenarios = driver.mapper.readTree(new File(path)).get("scenarios");
        ExecutorService workers = Executors.newCachedThreadPool(daemon());
        for (JsonNode scenario : scenarios) {
            String base = root + "/s/" + scenario.get("name").asText();
            System.out.println(
                    driver.mapper.writeValueAsString(driver.run(scenario, base, workers)));
            System.out.flush();
        }
        System.exit(0);
    }

    private static java.util.concurrent.ThreadFactory daemon() {
        return runnable -> {
            Thread thread = new Thread(runnable, "conformance scenario");
            thread.setDaemon(true);
            return thread;
        };
    }

    private static String requireEnv(String name) {
        String value = System.getenv(name);
        if (value == null || value.isEmpty()) {
            System.err.println("conformance driver: " + name + " is not set");
            System.exit(2);
        }
        return value;
    }

    /** What one scenario produced: its result or error, and the items collected before an error. */
    private static final class Outcome {
        JsonNode result;
        Throwable error;
        ArrayNode partial;
    }

    /** A failure of the driver itself (an unknown method, a hung scenario). */
    private static final class DriverError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        DriverError(String message) {
            super(message);
        }
    }

    private ObjectNode run(JsonNode scenario, String base, ExecutorService workers) {
        Outcome outcome = new Outcome();
        JsonNode client = scenario.path("client");
        Map<String, String> saved = applyEnv(client.path("env"), base);
        Future<?> work =
                workers.submit(
                        () -> {
                            try {
                                outcome.result = call(scenario, client, base, outcome);
                            } catch (Throwable e) {
                                outcome.error = unwrap(e);
                            }
                        });
        try {
            work.get(WATCHDOG_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            work.cancel(true);
            outcome.error = new DriverError("the scenario did not finish within 60 s");
        } catch (InterruptedException | ExecutionException e) {
            outcome.error = e;
        } finally {
            restoreEnv(saved);
        }
        ObjectNode line = JSON.objectNode();
        line.put("scenario", scenario.get("name").asText());
        if (outcome.error == null) {
            line.set("result", outcome.result);
            return line;
        }
        line.set("error", describe(outcome.error));
        if (outcome.partial != null) {
            line.set("result", outcome.partial);
        }
        if (kind(outcome.error).equals("client") || outcome.error instanceof DriverError) {
            StringWriter trace = new StringWriter();
            outcome.error.printStackTrace(new PrintWriter(trace));
            System.err.println(
                    "conformance driver: scenario " + scenario.get("name") + ": " + trace);
        }
        return line;
    }

    private JsonNode call(JsonNode scenario, JsonNode clientSpec, String base, Outcome outcome)
            throws Exception {
        String collect = scenario.path("collect").asText("value");
        Object client = client(clientSpec, base);
        try {
            JsonNode spec = scenario.path("call");
            Object value = invoke(client, spec);
            switch (collect) {
                case "value":
                    return json(value);
                case "items":
                    return collectItems(value, outcome);
                case "pages":
                    return collectPages(value, outcome);
                case "events":
                    return collectEvents(value, outcome);
                default:
                    throw new DriverError("unknown collect " + collect);
            }
        } finally {
            client.getClass().getMethod("close").invoke(client);
        }
    }

    private Class<?> cls(String name) throws ClassNotFoundException {
        return Class.forName(pkg + "." + name);
    }

    private Object client(JsonNode spec, String base) throws Exception {
        Class<?> factory = cls("client.okhttp." + prefix + "OkHttpClient" + (async ? "Async" : ""));
        if (spec.path("zero_args").asBoolean(false)) {
            return factory.getMethod("fromEnv").invoke(null);
        }
        Object builder = factory.getMethod("builder").invoke(null);
        builder = call(builder, "fromEnv");
        builder =
                call(
                        builder,
                        "baseUrl",
                        spec.path("trailing_slash").asBoolean() ? base + "/" : base);
        for (String option : new String[] {"api_key", "username", "password", "token"}) {
            if (spec.hasNonNull(option)) {
                builder = call(builder, camel(option), spec.get(option).asText());
            }
        }
        if (spec.hasNonNull("max_retries")) {
            builder = call(builder, "maxRetries", spec.get("max_retries").asInt());
        }
        if (spec.hasNonNull("timeout_ms")) {
            builder = call(builder, "timeout", Duration.ofMillis(spec.get("timeout_ms").asLong()));
        }
        for (Map.Entry<String, JsonNode> header : spec.path("default_headers").properties()) {
            builder = call(builder, "putHeader", header.getKey(), header.getValue().asText());
        }
        return call(builder, "build");
    }

    /** Calls resource.method(path args..., params, requestOptions). */
    private Object invoke(Object client, JsonNode spec) throws Exception {
        String[] path = spec.path("method").asText().split("\\.");
        if (path.length != 2) {
            throw new DriverError("bad method " + spec.path("method"));
        }
        Object service = call(client, camel(path[0]));
        String name = camel(path[1]) + (spec.path("stream").asBoolean() ? "Streaming" : "");
        List<String> args = new ArrayList<>();
        for (JsonNode arg : spec.path("args")) {
            args.add(arg.asText());
        }
        Method method = find(service.getClass(), name, args.size() + 2);
        Object params = params(method.getParameterTypes()[args.size()], spec);
        Object options = requestOptions(spec.path("options"));
        Object[] values = new Object[args.size() + 2];
        for (int i = 0; i < args.size(); i++) {
            values[i] = args.get(i);
        }
        values[args.size()] = params;
        values[args.size() + 1] = options;
        Object result = method.invoke(service, values);
        if (result instanceof CompletableFuture) {
            return ((CompletableFuture<?>) result).join();
        }
        return result;
    }

    /** The public method called name with count parameters, the params last but one. */
    private Method find(Class<?> type, String name, int count) {
        for (Method method : type.getMethods()) {
            Class<?>[] parameters = method.getParameterTypes();
            if (method.getName().equals(name)
                    && parameters.length == count
                    && parameters[count - 1].getSimpleName().equals("RequestOptions")
                    && parameters[count - 2].getSimpleName().endsWith("Params")) {
                method.setAccessible(true);
                return method;
            }
        }
        throw new DriverError(
                "the client has no method " + name + " taking " + count + " arguments");
    }

    private Object params(Class<?> type, JsonNode spec) throws Exception {
        Object builder = type.getMethod("builder").invoke(null);
        for (Map.Entry<String, JsonNode> field : spec.path("params").properties()) {
            set(builder, camel(field.getKey()), field.getValue());
        }
        for (Map.Entry<String, JsonNode> file : spec.path("files").properties()) {
            setFile(builder, camel(file.getKey()), file.getValue());
        }
        JsonNode options = spec.path("options");
        for (Map.Entry<String, JsonNode> header : options.path("headers").properties()) {
            if (header.getValue().isNull()) {
                call(builder, "putAdditionalHeaders", header.getKey(), Collections.emptyList());
            } else {
                call(builder, "putAdditionalHeader", header.getKey(), header.getValue().asText());
            }
        }
        for (Map.Entry<String, JsonNode> entry : options.path("query").properties()) {
            call(builder, "putAdditionalQueryParam", entry.getKey(), entry.getValue().asText());
        }
        for (Map.Entry<String, JsonNode> entry : options.path("body").properties()) {
            Object value = jsonValue(entry.getValue());
            call(builder, "putAdditionalBodyProperty", entry.getKey(), value);
        }
        if (options.hasNonNull("idempotency_key")) {
            call(
                    builder,
                    "putAdditionalHeader",
                    idempotencyHeader(),
                    options.get("idempotency_key").asText());
        }
        return call(builder, "build");
    }

    /** Sets a param with the first one-argument setter its JSON converts to (plain types first). */
    private void set(Object builder, String name, JsonNode value) throws Exception {
        List<Method> setters = new ArrayList<>();
        for (Method method : builder.getClass().getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == 1) {
                setters.add(method);
            }
        }
        setters.sort(
                (a, b) ->
                        Integer.compare(
                                setterRank(a.getParameterTypes()[0]),
                                setterRank(b.getParameterTypes()[0])));
        for (Method setter : setters) {
            Type type = setter.getGenericParameterTypes()[0];
            Object converted;
            try {
                JavaType javaType = mapper.getTypeFactory().constructType(type);
                converted = mapper.convertValue(value, javaType);
            } catch (IllegalArgumentException e) {
                continue;
            }
            setter.invoke(builder, converted);
            return;
        }
        throw new DriverError("the params have no setter " + name + " for " + value);
    }

    private static int setterRank(Class<?> type) {
        if (type == Optional.class) {
            return 2;
        }
        return type.getSimpleName().equals("JsonField") ? 1 : 0;
    }

    /** Sets a file param with its upload type: a MultipartField, byte[], InputStream or Path. */
    private void setFile(Object builder, String name, JsonNode spec) throws Exception {
        byte[] content = spec.path("content").asText().getBytes(StandardCharsets.UTF_8);
        for (Method method : builder.getClass().getMethods()) {
            if (!method.getName().equals(name) || method.getParameterCount() != 1) {
                continue;
            }
            Class<?> type = method.getParameterTypes()[0];
            if (type.getSimpleName().equals("MultipartField")) {
                Object field = cls("core.MultipartField").getMethod("builder").invoke(null);
                field = call(field, "value", content);
                field = call(field, "filename", spec.path("filename").asText());
                if (spec.hasNonNull("content_type")) {
                    field = call(field, "contentType", spec.get("content_type").asText());
                }
                method.invoke(builder, call(field, "build"));
                return;
            }
        }
        throw new DriverError("the params have no file setter " + name);
    }

    private Object requestOptions(JsonNode options) throws Exception {
        Object builder = cls("core.RequestOptions").getMethod("builder").invoke(null);
        if (options.hasNonNull("max_retries")) {
            builder = call(builder, "maxRetries", options.get("max_retries").asInt());
        }
        if (options.hasNonNull("timeout_ms")) {
            builder =
                    call(builder, "timeout", Duration.ofMillis(options.get("timeout_ms").asLong()));
        }
        return call(builder, "build");
    }

    private String idempotencyHeader() throws Exception {
        Field field = cls("core.ClientOptions").getDeclaredField("SETTINGS");
        field.setAccessible(true);
        Object settings = field.get(null);
        return (String) settings.getClass().getMethod("idempotencyHeader").invoke(settings);
    }

    private Object jsonValue(JsonNode node) throws Exception {
        return cls("core.JsonValue").getMethod("fromJsonNode", JsonNode.class).invoke(null, node);
    }

    private JsonNode collectItems(Object page, Outcome outcome) throws Exception {
        outcome.partial = JSON.arrayNode();
        if (async) {
            Object pager = call(page, "autoPager");
            java.util.function.Predicate<Object> add =
                    item -> {
                        outcome.partial.add(json(item));
                        return true;
                    };
            ((CompletableFuture<?>)
                            call(
                                    pager,
                                    "forEach",
                                    add,
                                    (java.util.concurrent.Executor) Runnable::run))
                    .join();
            return outcome.partial;
        }
        for (Object item : (Iterable<?>) call(page, "autoPager")) {
            outcome.partial.add(json(item));
        }
        return outcome.partial;
    }

    private JsonNode collectPages(Object page, Outcome outcome) throws Exception {
        outcome.partial = JSON.arrayNode();
        Object current = page;
        while (true) {
            ArrayNode items = JSON.arrayNode();
            for (Object item : (Iterable<?>) call(current, "items")) {
                items.add(json(item));
            }
            outcome.partial.add(items);
            if (!(Boolean) call(current, "hasNextPage")) {
                return outcome.partial;
            }
            current = call(current, "nextPage");
            if (current instanceof CompletableFuture) {
                current = ((CompletableFuture<?>) current).join();
            }
        }
    }

    private JsonNode collectEvents(Object stream, Outcome outcome) throws Exception {
        outcome.partial = JSON.arrayNode();
        if (async) {
            List<Object> events = Collections.synchronizedList(new ArrayList<>());
            Class<?> handlerType = cls("core.http.AsyncStreamResponse$Handler");
            Object handler =
                    java.lang.reflect.Proxy.newProxyInstance(
                            handlerType.getClassLoader(),
                            new Class<?>[] {handlerType},
                            (proxy, method, args) -> {
                                if (method.getName().equals("onNext")) {
                                    outcome.partial.add(json(args[0]));
                                }
                                return null;
                            });
            Object subscription = find(stream.getClass(), "subscribe", handlerType);
            ((Method) subscription).invoke(stream, handler);
            ((CompletableFuture<?>) call(stream, "onCompleteFuture")).join();
            return outcome.partial;
        }
        try (Stream<?> events = (Stream<?>) call(stream, "stream")) {
            Iterator<?> it = events.iterator();
            while (it.hasNext()) {
                outcome.partial.add(json(it.next()));
            }
        } finally {
            call(stream, "close");
        }
        return outcome.partial;
    }

    private static Method find(Class<?> type, String name, Class<?> parameter) {
        for (Method method : type.getMethods()) {
            if (method.getName().equals(name)
                    && method.getParameterCount() == 1
                    && method.getParameterTypes()[0] == parameter) {
                method.setAccessible(true);
                return method;
            }
        }
        throw new DriverError("no method " + name + "(" + parameter.getSimpleName() + ")");
    }

    /** What the SDK gave, as JSON: models as the SDK's mapper writes them. */
    private JsonNode json(Object value) {
        if (value != null && value.getClass().getSimpleName().equals("JsonMissing")) {
            return JSON.nullNode();
        }
        return mapper.valueToTree(value);
    }

    /** Calls the public method name whose parameters accept args. */
    private static Object call(Object target, String name, Object... args) throws Exception {
        for (Method method : target.getClass().getMethods()) {
            if (!method.getName().equals(name) || method.getParameterCount() != args.length) {
                continue;
            }
            if (accepts(method.getParameterTypes(), args)) {
                method.setAccessible(true);
                try {
                    return method.invoke(target, args);
                } catch (InvocationTargetException e) {
                    throw rethrow(e.getCause());
                }
            }
        }
        throw new DriverError(target.getClass().getSimpleName() + " has no method " + name);
    }

    private static boolean accepts(Class<?>[] types, Object[] args) {
        for (int i = 0; i < types.length; i++) {
            Class<?> type = box(types[i]);
            if (args[i] != null && !type.isInstance(args[i])) {
                return false;
            }
        }
        return true;
    }

    private static Class<?> box(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        if (type == int.class) {
            return Integer.class;
        }
        if (type == long.class) {
            return Long.class;
        }
        if (type == boolean.class) {
            return Boolean.class;
        }
        return type == double.class ? Double.class : type;
    }

    private static Exception rethrow(Throwable cause) {
        if (cause instanceof Exception) {
            return (Exception) cause;
        }
        throw (Error) cause;
    }

    private static Throwable unwrap(Throwable error) {
        Throwable cause = error;
        while ((cause instanceof InvocationTargetException
                        || cause instanceof CompletionException
                        || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /** The suite's error kinds, by the SDK's exception classes. */
    private String kind(Throwable error) {
        if (error instanceof DriverError) {
            return "driver";
        }
        String name = error.getClass().getSimpleName();
        switch (name) {
            case "BadRequestException":
                return "bad_request";
            case "UnauthorizedException":
                return "authentication";
            case "PermissionDeniedException":
                return "permission_denied";
            case "NotFoundException":
                return "not_found";
            case "ConflictException":
                return "conflict";
            case "UnprocessableEntityException":
                return "unprocessable_entity";
            case "RateLimitException":
                return "rate_limit";
            case "InternalServerException":
                return "internal_server";
            case "UnexpectedStatusCodeException":
                return "status";
            default:
                break;
        }
        if (name.equals(prefix + "IoException")) {
            return "Request timed out".equals(error.getMessage()) ? "timeout" : "connection";
        }
        if (name.equals(prefix + "RetryableException")) {
            return "connection";
        }
        if (name.equals(prefix + "ServiceException")
                || name.equals("SseException")
                || name.equals(prefix + "InvalidDataException")) {
            return "api";
        }
        return "client";
    }

    private ObjectNode describe(Throwable error) {
        ObjectNode out = JSON.objectNode();
        out.put("kind", kind(error));
        String message = error.getMessage();
        out.put(
                "message",
                message == null || message.isEmpty() ? error.getClass().getSimpleName() : message);
        try {
            Method status = error.getClass().getMethod("statusCode");
            out.put("status", (Integer) status.invoke(error));
            Optional<?> requestId =
                    (Optional<?>) error.getClass().getMethod("requestId").invoke(error);
            requestId.ifPresent(id -> out.put("request_id", id.toString()));
        } catch (ReflectiveOperationException notAStatusError) {
            // Only service exceptions have a status and a request id.
        }
        return out;
    }

    private static String camel(String snake) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : snake.toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }

    /** Sets (null: removes) the scenario's environment variables, returning the previous values. */
    private static Map<String, String> applyEnv(JsonNode env, String base) {
        Map<String, String> saved = new HashMap<>();
        for (Map.Entry<String, JsonNode> entry : env.properties()) {
            saved.put(entry.getKey(), System.getenv(entry.getKey()));
            setEnv(entry.getKey(), entry.getValue().asText().replace("{base_url}", base));
        }
        return saved;
    }

    private static void restoreEnv(Map<String, String> saved) {
        for (Map.Entry<String, String> entry : saved.entrySet()) {
            setEnv(entry.getKey(), entry.getValue());
        }
    }

    /** Changes this process's environment as System.getenv sees it (needs java.util opened). */
    @SuppressWarnings("unchecked")
    private static void setEnv(String name, String value) {
        try {
            Map<String, String> env = System.getenv();
            Field field = env.getClass().getDeclaredField("m");
            field.setAccessible(true);
            Map<String, String> writable = (Map<String, String>) field.get(env);
            if (value == null) {
                writable.remove(name);
            } else {
                writable.put(name, value);
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException(
                    "cannot change the environment; run with --add-opens"
                        + " java.base/java.util=ALL-UNNAMED",
                    e);
        }
    }
}
