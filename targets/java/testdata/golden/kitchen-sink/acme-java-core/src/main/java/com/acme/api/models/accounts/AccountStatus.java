// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

import com.acme.api.core.Enum;
import com.acme.api.core.JsonField;
import com.acme.api.errors.ACMEInvalidDataException;
import com.fasterxml.jackson.annotation.JsonCreator;

public final class AccountStatus implements Enum {

    public static final AccountStatus IS_ACTIVE = of("active");
    public static final AccountStatus SUSPENDED = of("suspended");
    public static final AccountStatus CLOSED = of("closed");

    private final JsonField<String> value;

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    private AccountStatus(JsonField<String> value) {
        this.value = value;
    }

    public static AccountStatus of(String value) {
        return new AccountStatus(JsonField.of(value));
    }

    @com.fasterxml.jackson.annotation.JsonValue
    @Override
    public JsonField<String> _value() {
        return value;
    }

    public enum Known {
        IS_ACTIVE,
        SUSPENDED,
        CLOSED,
    }

    public enum Value {
        IS_ACTIVE,
        SUSPENDED,
        CLOSED,
        _UNKNOWN,
    }

    public Value value() {
        if (equals(IS_ACTIVE)) {
            return Value.IS_ACTIVE;
        }
        if (equals(SUSPENDED)) {
            return Value.SUSPENDED;
        }
        if (equals(CLOSED)) {
            return Value.CLOSED;
        }
        return Value._UNKNOWN;
    }

    public Known known() {
        if (equals(IS_ACTIVE)) {
            return Known.IS_ACTIVE;
        }
        if (equals(SUSPENDED)) {
            return Known.SUSPENDED;
        }
        if (equals(CLOSED)) {
            return Known.CLOSED;
        }
        throw new ACMEInvalidDataException("Unknown AccountStatus: " + value);
    }

    public String asString() {
        return value.getRequired("value");
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || other instanceof AccountStatus && value.equals(((AccountStatus) other).value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
