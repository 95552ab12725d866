package java

import (
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string
	}{
		{"fits", "return x;", []string{"        return x;"}},
		{
			"arguments on one continuation line",
			"public static AccountListPage of(AccountService service, AccountListParams params, AccountListResponse r) {",
			[]string{
				"        public static AccountListPage of(",
				"                AccountService service, AccountListParams params, AccountListResponse r) {",
			},
		},
		{
			"chain after a class's first call",
			"return Optional.of(response).flatMap(value -> value._data().asKnown()).orElse(Collections.emptyList());",
			[]string{
				"        return Optional.of(response)",
				"                .flatMap(value -> value._data().asKnown())",
				"                .orElse(Collections.emptyList());",
			},
		},
		{
			"a call named stream ends the chain's first unit, whatever its arguments",
			"return AsyncStreamResponse.toAsync(withRawResponse.stream(params, requestOptions).thenApply(response -> response.parse()), executor);",
			[]string{
				"        return AsyncStreamResponse.toAsync(",
				"                withRawResponse.stream(params, requestOptions)",
				"                        .thenApply(response -> response.parse()),",
				"                executor);",
			},
		},
		{
			"a call named stream in a chain that starts with a class breaks like any other",
			"return Params.builder().messages(Arrays.asList(Params.Message.builder().content(\"Hello\").build())).stream(true).build();",
			[]string{
				"        return Params.builder()",
				"                .messages(Arrays.asList(Params.Message.builder().content(\"Hello\").build()))",
				"                .stream(true)",
				"                .build();",
			},
		},
		// The cases below are google-java-format 1.28.0 --aosp output for the same statements.
		{
			"a short variable keeps its first call, a long one does not",
			"client.accounts().retrieve(AccountRetrieveParams.builder().accountId(\"acc_123456\").build(), requestOptions);",
			[]string{
				"        client.accounts()",
				"                .retrieve(",
				"                        AccountRetrieveParams.builder().accountId(\"acc_123456\").build(),",
				"                        requestOptions);",
			},
		},
		{
			"a long variable breaks before its first call",
			"return withRawResponse.retrieve(params, requestOptions).thenApply(response -> response.parse());",
			[]string{
				"        return withRawResponse",
				"                .retrieve(params, requestOptions)",
				"                .thenApply(response -> response.parse());",
			},
		},
		{
			"everything up to toBuilder() is one unit",
			"return params._body().toBuilder().putAdditionalProperty(\"stream\", JsonValue.from(true)).build();",
			[]string{
				"        return params._body().toBuilder()",
				"                .putAdditionalProperty(\"stream\", JsonValue.from(true))",
				"                .build();",
			},
		},
		{
			"a call then a chain, with a lambda without parameters",
			"assertThatThrownBy(() -> client.accounts().retrieve(AccountRetrieveParams.builder().accountId(\"\").build())).isInstanceOf(IllegalArgumentException.class);",
			[]string{
				"        assertThatThrownBy(",
				"                        () ->",
				"                                client.accounts()",
				"                                        .retrieve(",
				"                                                AccountRetrieveParams.builder()",
				"                                                        .accountId(\"\")",
				"                                                        .build()))",
				"                .isInstanceOf(IllegalArgumentException.class);",
			},
		},
		{
			"try-with-resources breaks after its =",
			"try (HttpResponse response = client.feedback().withRawResponse().send(FeedbackSendParams.builder().build())) {",
			[]string{
				"        try (HttpResponse response =",
				"                client.feedback().withRawResponse().send(FeedbackSendParams.builder().build())) {",
			},
		},
		{
			"a field breaks between its type and its name",
			"private final JsonField<List<BlockRetrieveResponse.Data.Entry.Configuration>> configurations;",
			[]string{
				"        private final JsonField<List<BlockRetrieveResponse.Data.Entry.Configuration>>",
				"                configurations;",
			},
		},
		{
			"a declaration with an initializer breaks before its name",
			"private JsonField<List<BlockRetrieveResponse.Data.Entry.ConfigurationOfTheBlock>> configurations = JsonField.missing();",
			[]string{
				"        private JsonField<List<BlockRetrieveResponse.Data.Entry.ConfigurationOfTheBlock>>",
				"                configurations = JsonField.missing();",
			},
		},
		{
			"a method without parameters breaks before its name",
			"public ArrivalsAndDeparturesForLocationService.WithRawResponse arrivalsAndDeparturesForLocation() {",
			[]string{
				"        public ArrivalsAndDeparturesForLocationService.WithRawResponse",
				"                arrivalsAndDeparturesForLocation() {",
			},
		},
		{
			"a statement calling a method without arguments is not a declaration",
			"return arrivalsAndDeparturesForLocationWithAVeryLongNameThatNeverFits.withRawResponseAndMore();",
			[]string{"        return arrivalsAndDeparturesForLocationWithAVeryLongNameThatNeverFits.withRawResponseAndMore();"},
		},
		{
			"an if breaks inside its condition's call",
			"if (!Objects.equals(predictedDepartureIntervalForTheWholeTrip, that.predictedDepartureInterval)) {",
			[]string{
				"        if (!Objects.equals(",
				"                predictedDepartureIntervalForTheWholeTrip, that.predictedDepartureInterval)) {",
			},
		},
		{
			"a conditional argument breaks before ? and :",
			"Utils.checkRequired(\"lastKnownDistanceAlongTripForTheWholeTrip\", lastKnownDistanceAlongTripForTheWholeTrip.isMissing() ? null : lastKnownDistanceAlongTripForTheWholeTrip);",
			[]string{
				"        Utils.checkRequired(",
				"                \"lastKnownDistanceAlongTripForTheWholeTrip\",",
				"                lastKnownDistanceAlongTripForTheWholeTrip.isMissing()",
				"                        ? null",
				"                        : lastKnownDistanceAlongTripForTheWholeTrip);",
			},
		},
		{
			"a conditional's || condition breaks sixteen deeper",
			"List<ArrivalsAndDeparture> list = this.arrivalsAndDeparturesOfTheWholeTrip == null || this.arrivalsAndDeparturesOfTheWholeTrip.isMissing() ? new ArrayList<>() : new ArrayList<>(Utils.checkKnown(\"arrivalsAndDepartures\", this.arrivalsAndDeparturesOfTheWholeTrip));",
			[]string{
				"        List<ArrivalsAndDeparture> list =",
				"                this.arrivalsAndDeparturesOfTheWholeTrip == null",
				"                                || this.arrivalsAndDeparturesOfTheWholeTrip.isMissing()",
				"                        ? new ArrayList<>()",
				"                        : new ArrayList<>(",
				"                                Utils.checkKnown(",
				"                                        \"arrivalsAndDepartures\",",
				"                                        this.arrivalsAndDeparturesOfTheWholeTrip));",
			},
		},
		{
			"|| breaks before the operator, && inside it eight deeper",
			"return other == this || other instanceof StreamingResolutionForTheWholeVideo && value.equals(((StreamingResolutionForTheWholeVideo) other).value);",
			[]string{
				"        return other == this",
				"                || other instanceof StreamingResolutionForTheWholeVideo",
				"                        && value.equals(((StreamingResolutionForTheWholeVideo) other).value);",
			},
		},
		{
			"an if condition's operators and a parenthesised operand",
			"if (node.isObject() && (kind.isEmpty() || kind.equals(\"file\") || kind.equals(\"file-version\") || kind.equals(\"folder\"))) {",
			[]string{
				"        if (node.isObject()",
				"                && (kind.isEmpty()",
				"                        || kind.equals(\"file\")",
				"                        || kind.equals(\"file-version\")",
				"                        || kind.equals(\"folder\"))) {",
			},
		},
		{
			"a generic instance creation without arguments breaks in its type arguments",
			"HttpResponse.Handler<ArrivalsAndDeparturesForLocationListResponse> handler = Handlers.validating(Handlers.json(clientOptions.jsonMapper(), new TypeReference<ArrivalsAndDeparturesForLocationListResponseWithMore>() {}));",
			[]string{
				"        HttpResponse.Handler<ArrivalsAndDeparturesForLocationListResponse> handler =",
				"                Handlers.validating(",
				"                        Handlers.json(",
				"                                clientOptions.jsonMapper(),",
				"                                new TypeReference<",
				"                                        ArrivalsAndDeparturesForLocationListResponseWithMore>() {}));",
			},
		},
		{
			"a method whose head does not fit breaks before its name",
			"public CompletableFuture<HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse>> list(ArrivalsAndDeparturesForLocationListParams params, RequestOptions requestOptions) {",
			[]string{
				"        public CompletableFuture<HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse>>",
				"                list(",
				"                        ArrivalsAndDeparturesForLocationListParams params,",
				"                        RequestOptions requestOptions) {",
			},
		},
		{
			"throws on its own line after parameters that do not leave room",
			"public UrlRewriter deserialize(JsonParser parserWithAVeryLongName, DeserializationContext context) throws IOException {",
			[]string{
				"        public UrlRewriter deserialize(",
				"                JsonParser parserWithAVeryLongName, DeserializationContext context)",
				"                throws IOException {",
			},
		},
		{
			"throws after parameters that share one continuation line",
			"public UrlRewriter deserialize(JsonParser parserWithAName, DeserializationContext context) throws IOException {",
			[]string{
				"        public UrlRewriter deserialize(JsonParser parserWithAName, DeserializationContext context)",
				"                throws IOException {",
			},
		},
		{
			"a qualified class whose first call does not fit breaks before it",
			`Details details = UpdateFileRequestWithAVeryLongNameForTheTest.UpdateFileDetailsWithAVeryLongName.builder().name("a").build();`,
			[]string{
				"        Details details =",
				"                UpdateFileRequestWithAVeryLongNameForTheTest.UpdateFileDetailsWithAVeryLongName",
				"                        .builder()",
				`                        .name("a")`,
				"                        .build();",
			},
		},
		{
			// google-java-format splits it four columns deeper, then formats that split eight columns deeper where it
			// fits: the second layout is the one its check accepts.
			"a string past the limit is split before a space, brackets and quotes kept",
			`call("1.5 You (the \"User\") agree to be bound by these Terms, which are long enough to wrap.", x);`,
			[]string{
				"        call(",
				`                "1.5 You (the \"User\") agree to be bound by these Terms, which are long enough to"`,
				`                        + " wrap.",`,
				"                x);",
			},
		},
		{
			"a split string leaves room for what follows it on its last line",
			`call(OriginUpdateParams.builder().id("").name("The quick brown fox jumps over the lazy dog, and keeps running far away from the hunters who follow it through the forest at night").build());`,
			[]string{
				"        call(",
				"                OriginUpdateParams.builder()",
				`                        .id("")`,
				"                        .name(",
				`                                "The quick brown fox jumps over the lazy dog, and keeps running far"`,
				`                                    + " away from the hunters who follow it through the forest at"`,
				`                                    + " night")`,
				"                        .build());",
			},
		},
		{
			"a string that fits once its call breaks is kept whole",
			`call(OriginUpdateParams.builder().id("").name("The quick brown fox jumps over the lazy dog, and keeps running far").build());`,
			[]string{
				"        call(",
				"                OriginUpdateParams.builder()",
				`                        .id("")`,
				`                        .name("The quick brown fox jumps over the lazy dog, and keeps running far")`,
				"                        .build());",
			},
		},
		{
			"only the string that passes the limit is split",
			`call("a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o p q r s t u v w x", "p q r");`,
			[]string{
				"        call(",
				`                "a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o"`,
				`                        + " p q r s t u v w x",`,
				`                "p q r");`,
			},
		},
		{
			"an escaped backslash before a t is no tab to split at",
			`call("aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp qqqq\\tail rrrr ssss");`,
			[]string{
				"        call(",
				`                "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp"`,
				`                        + " qqqq\\tail rrrr ssss");`,
			},
		},
		{
			"a qualified call whose head does not fit: the classes fill lines, the call and its arguments go deeper",
			strings.Repeat(" ", 64) + `FileUploadParams.Transformation.Post.ofSimplePostTransformation(FileUploadParams.Transformation.Post.SimplePostTransformation.builder().type("thumbnail").value("w-150,h-150").build()),`,
			[]string{
				strings.Repeat(" ", 72) + "FileUploadParams",
				strings.Repeat(" ", 80) + ".Transformation.Post",
				strings.Repeat(" ", 80) + ".ofSimplePostTransformation(",
				strings.Repeat(" ", 88) + "FileUploadParams",
				strings.Repeat(" ", 96) + ".Transformation",
				strings.Repeat(" ", 96) + ".Post",
				strings.Repeat(" ", 96) + ".SimplePostTransformation",
				strings.Repeat(" ", 96) + ".builder()",
				strings.Repeat(" ", 96) + ".type(",
				strings.Repeat(" ", 104) + `"thumbnail")`,
				strings.Repeat(" ", 96) + ".value(",
				strings.Repeat(" ", 104) + `"w-150,h-150")`,
				strings.Repeat(" ", 96) + ".build()),",
			},
		},
		{
			"a qualified call without arguments breaks between its names",
			strings.Repeat(" ", 80) + "Collections.emptyMap())))",
			[]string{strings.Repeat(" ", 88) + "Collections", strings.Repeat(" ", 96) + ".emptyMap())))"},
		},
		{
			"a qualified call that fits once its class names break continues their line whole",
			strings.Repeat(" ", 56) + `CustomMetadataFieldCreateParams.Schema.Type.of("Text"))`,
			[]string{strings.Repeat(" ", 64) + "CustomMetadataFieldCreateParams", strings.Repeat(" ", 72) + `.Schema.Type.of("Text"))`},
		},
		{
			"a nested class named in capitals reads as a constant: its builder() breaks",
			`OriginRequest.S3 s3 = OriginRequest.S3.builder().name("a").bucket("product-images").accessKey("AKIAIOSFODNN7EXAMPLE").build();`,
			[]string{
				"        OriginRequest.S3 s3 =",
				"                OriginRequest.S3",
				"                        .builder()",
				`                        .name("a")`,
				`                        .bucket("product-images")`,
				`                        .accessKey("AKIAIOSFODNN7EXAMPLE")`,
				"                        .build();",
			},
		},
		{
			"a nested class in camel case keeps its builder()",
			`OriginRequest.S3 s4 = OriginRequest.Gcs.builder().name("a").bucket("product-images").accessKey("AKIAIOSFODNN7EXAMPLE").build();`,
			[]string{
				"        OriginRequest.S3 s4 =",
				"                OriginRequest.Gcs.builder()",
				`                        .name("a")`,
				`                        .bucket("product-images")`,
				`                        .accessKey("AKIAIOSFODNN7EXAMPLE")`,
				"                        .build();",
			},
		},
	}
	for _, c := range cases {
		if got := wrap(2, c.in); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
}
