package java

import "strings"

// exampleMain is the example module's program: it builds a client from the environment (system properties, then
// environment variables), as a user's first program does, and closes it. People replace it with their own: the
// example module's sources are custom code (CustomPaths), written once.
func (g *gen) exampleMain() string {
	l := g.layout
	client := l.Prefix + "Client"
	okhttp := l.Prefix + "OkHttpClient"
	var b strings.Builder
	b.WriteString(Banner + "\n\n")
	b.WriteString("package " + l.Sub("example") + ";\n\n")
	b.WriteString("import " + l.Sub("client") + "." + client + ";\n")
	b.WriteString("import " + l.Sub("client", "okhttp") + "." + okhttp + ";\n\n")
	b.WriteString(`/** A program that uses the SDK; CONTRIBUTING.md says how to run it. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        ` + client + ` client = ` + okhttp + `.fromEnv();
        try {
            System.out.println("The client is ready: " + client);
        } finally {
            client.close();
        }
    }
}
`)
	return b.String()
}
