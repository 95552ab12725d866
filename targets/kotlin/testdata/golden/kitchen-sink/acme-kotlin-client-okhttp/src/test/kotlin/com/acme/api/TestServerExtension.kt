// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api

import org.junit.jupiter.api.extension.ConditionEvaluationResult
import org.junit.jupiter.api.extension.ExecutionCondition
import org.junit.jupiter.api.extension.ExtensionContext

/** Points the tests at the mock server; SKIP_MOCK_TESTS=true disables them. */
class TestServerExtension : ExecutionCondition {

    override fun evaluateExecutionCondition(context: ExtensionContext): ConditionEvaluationResult =
        if (System.getenv("SKIP_MOCK_TESTS") == "true") {
            ConditionEvaluationResult.disabled("SKIP_MOCK_TESTS is true")
        } else {
            ConditionEvaluationResult.enabled("the mock server is at $BASE_URL")
        }

    companion object {
        val BASE_URL: String = System.getenv("TEST_API_BASE_URL") ?: "http://localhost:4010"
    }
}
