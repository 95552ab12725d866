// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.config

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class ConfigRetrieveResponse
private constructor(
    private val code: JsonField<Long>,
    private val currentTime: JsonField<Long>,
    private val text: JsonField<String>,
    private val version: JsonField<Long>,
    private val data: JsonField<Data>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun code(): Long = code.getRequired("code")

    fun _code(): JsonField<Long> = code

    fun currentTime(): Long = currentTime.getRequired("currentTime")

    fun _currentTime(): JsonField<Long> = currentTime

    fun text(): String = text.getRequired("text")

    fun _text(): JsonField<String> = text

    fun version(): Long = version.getRequired("version")

    fun _version(): JsonField<Long> = version

    fun data(): Data = data.getRequired("data")

    fun _data(): JsonField<Data> = data

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ConfigRetrieveResponse = apply {
        code()
        currentTime()
        text()
        version()
        data().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "code" to code,
                "currentTime" to currentTime,
                "text" to text,
                "version" to version,
                "data" to data,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ConfigRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ConfigRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ConfigRetrieveResponse) = apply {
            code = model.code
            currentTime = model.currentTime
            text = model.text
            version = model.version
            data = model.data
            additionalProperties.putAll(model.additionalProperties)
        }

        fun code(code: Long) = code(JsonField.of(code))

        fun code(code: JsonField<Long>) = apply { this.code = code }

        fun currentTime(currentTime: Long) = currentTime(JsonField.of(currentTime))

        fun currentTime(currentTime: JsonField<Long>) = apply { this.currentTime = currentTime }

        fun text(text: String) = text(JsonField.of(text))

        fun text(text: JsonField<String>) = apply { this.text = text }

        fun version(version: Long) = version(JsonField.of(version))

        fun version(version: JsonField<Long>) = apply { this.version = version }

        fun data(data: Data) = data(JsonField.of(data))

        fun data(data: JsonField<Data>) = apply { this.data = data }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ConfigRetrieveResponse =
            ConfigRetrieveResponse(
                checkRequired("code", code),
                checkRequired("currentTime", currentTime),
                checkRequired("text", text),
                checkRequired("version", version),
                checkRequired("data", data),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("code", "currentTime", "text", "version", "data")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ConfigRetrieveResponse? {
            val o = json.asObject() ?: return null
            return ConfigRetrieveResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ConfigRetrieveResponse> = { fromJson(it) }
    }

    class Data
    private constructor(
        private val entry: JsonField<Entry>,
        private val references: JsonField<References>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun entry(): Entry = entry.getRequired("entry")

        fun _entry(): JsonField<Entry> = entry

        fun references(): References = references.getRequired("references")

        fun _references(): JsonField<References> = references

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Data = apply {
            entry().validate()
            references().validate()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf("entry" to entry, "references" to references),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Data)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Data" + toJson()

        class Builder internal constructor() {
            private var entry: JsonField<Entry> = JsonMissing
            private var references: JsonField<References> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Data) = apply {
                entry = model.entry
                references = model.references
                additionalProperties.putAll(model.additionalProperties)
            }

            fun entry(entry: Entry) = entry(JsonField.of(entry))

            fun entry(entry: JsonField<Entry>) = apply { this.entry = entry }

            fun references(references: References) = references(JsonField.of(references))

            fun references(references: JsonField<References>) = apply {
                this.references = references
            }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Data =
                Data(
                    checkRequired("entry", entry),
                    checkRequired("references", references),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("entry", "references")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Data? {
                val o = json.asObject() ?: return null
                return Data(
                    Decoders.field(o["entry"], Entry.decoder),
                    Decoders.field(o["references"], References.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Data> = { fromJson(it) }
        }

        class Entry
        private constructor(
            private val gitProperties: JsonField<GitProperties>,
            private val id: JsonField<String>,
            private val name: JsonField<String>,
            private val serviceDateFrom: JsonField<String>,
            private val serviceDateTo: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun gitProperties(): GitProperties? = gitProperties.getNullable("gitProperties")

            fun _gitProperties(): JsonField<GitProperties> = gitProperties

            fun id(): String? = id.getNullable("id")

            fun _id(): JsonField<String> = id

            fun name(): String? = name.getNullable("name")

            fun _name(): JsonField<String> = name

            fun serviceDateFrom(): String? = serviceDateFrom.getNullable("serviceDateFrom")

            fun _serviceDateFrom(): JsonField<String> = serviceDateFrom

            fun serviceDateTo(): String? = serviceDateTo.getNullable("serviceDateTo")

            fun _serviceDateTo(): JsonField<String> = serviceDateTo

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Entry = apply {
                gitProperties()?.let { v -> v.validate() }
                id()
                name()
                serviceDateFrom()
                serviceDateTo()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "gitProperties" to gitProperties,
                        "id" to id,
                        "name" to name,
                        "serviceDateFrom" to serviceDateFrom,
                        "serviceDateTo" to serviceDateTo,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var gitProperties: JsonField<GitProperties> = JsonMissing
                private var id: JsonField<String> = JsonMissing
                private var name: JsonField<String> = JsonMissing
                private var serviceDateFrom: JsonField<String> = JsonMissing
                private var serviceDateTo: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    gitProperties = model.gitProperties
                    id = model.id
                    name = model.name
                    serviceDateFrom = model.serviceDateFrom
                    serviceDateTo = model.serviceDateTo
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun gitProperties(gitProperties: GitProperties?) =
                    gitProperties(JsonField.ofNullable(gitProperties))

                fun gitProperties(gitProperties: JsonField<GitProperties>) = apply {
                    this.gitProperties = gitProperties
                }

                fun id(id: String?) = id(JsonField.ofNullable(id))

                fun id(id: JsonField<String>) = apply { this.id = id }

                fun name(name: String?) = name(JsonField.ofNullable(name))

                fun name(name: JsonField<String>) = apply { this.name = name }

                fun serviceDateFrom(serviceDateFrom: String?) =
                    serviceDateFrom(JsonField.ofNullable(serviceDateFrom))

                fun serviceDateFrom(serviceDateFrom: JsonField<String>) = apply {
                    this.serviceDateFrom = serviceDateFrom
                }

                fun serviceDateTo(serviceDateTo: String?) =
                    serviceDateTo(JsonField.ofNullable(serviceDateTo))

                fun serviceDateTo(serviceDateTo: JsonField<String>) = apply {
                    this.serviceDateTo = serviceDateTo
                }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Entry =
                    Entry(
                        gitProperties,
                        id,
                        name,
                        serviceDateFrom,
                        serviceDateTo,
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN =
                    setOf("gitProperties", "id", "name", "serviceDateFrom", "serviceDateTo")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["gitProperties"], GitProperties.decoder),
                        Decoders.field(o["id"], Decoders.string),
                        Decoders.field(o["name"], Decoders.string),
                        Decoders.field(o["serviceDateFrom"], Decoders.string),
                        Decoders.field(o["serviceDateTo"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }

            class GitProperties
            private constructor(
                private val gitBranch: JsonField<String>,
                private val gitBuildHost: JsonField<String>,
                private val gitBuildTime: JsonField<String>,
                private val gitBuildUserEmail: JsonField<String>,
                private val gitBuildUserName: JsonField<String>,
                private val gitBuildVersion: JsonField<String>,
                private val gitClosestTagCommitCount: JsonField<String>,
                private val gitClosestTagName: JsonField<String>,
                private val gitCommitId: JsonField<String>,
                private val gitCommitIdAbbrev: JsonField<String>,
                private val gitCommitIdDescribe: JsonField<String>,
                private val gitCommitIdDescribeShort: JsonField<String>,
                private val gitCommitMessageFull: JsonField<String>,
                private val gitCommitMessageShort: JsonField<String>,
                private val gitCommitTime: JsonField<String>,
                private val gitCommitUserEmail: JsonField<String>,
                private val gitCommitUserName: JsonField<String>,
                private val gitDirty: JsonField<String>,
                private val gitRemoteOriginUrl: JsonField<String>,
                private val gitTags: JsonField<String>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun gitBranch(): String? = gitBranch.getNullable("git.branch")

                fun _gitBranch(): JsonField<String> = gitBranch

                fun gitBuildHost(): String? = gitBuildHost.getNullable("git.build.host")

                fun _gitBuildHost(): JsonField<String> = gitBuildHost

                fun gitBuildTime(): String? = gitBuildTime.getNullable("git.build.time")

                fun _gitBuildTime(): JsonField<String> = gitBuildTime

                fun gitBuildUserEmail(): String? =
                    gitBuildUserEmail.getNullable("git.build.user.email")

                fun _gitBuildUserEmail(): JsonField<String> = gitBuildUserEmail

                fun gitBuildUserName(): String? =
                    gitBuildUserName.getNullable("git.build.user.name")

                fun _gitBuildUserName(): JsonField<String> = gitBuildUserName

                fun gitBuildVersion(): String? = gitBuildVersion.getNullable("git.build.version")

                fun _gitBuildVersion(): JsonField<String> = gitBuildVersion

                fun gitClosestTagCommitCount(): String? =
                    gitClosestTagCommitCount.getNullable("git.closest.tag.commit.count")

                fun _gitClosestTagCommitCount(): JsonField<String> = gitClosestTagCommitCount

                fun gitClosestTagName(): String? =
                    gitClosestTagName.getNullable("git.closest.tag.name")

                fun _gitClosestTagName(): JsonField<String> = gitClosestTagName

                fun gitCommitId(): String? = gitCommitId.getNullable("git.commit.id")

                fun _gitCommitId(): JsonField<String> = gitCommitId

                fun gitCommitIdAbbrev(): String? =
                    gitCommitIdAbbrev.getNullable("git.commit.id.abbrev")

                fun _gitCommitIdAbbrev(): JsonField<String> = gitCommitIdAbbrev

                fun gitCommitIdDescribe(): String? =
                    gitCommitIdDescribe.getNullable("git.commit.id.describe")

                fun _gitCommitIdDescribe(): JsonField<String> = gitCommitIdDescribe

                fun gitCommitIdDescribeShort(): String? =
                    gitCommitIdDescribeShort.getNullable("git.commit.id.describe-short")

                fun _gitCommitIdDescribeShort(): JsonField<String> = gitCommitIdDescribeShort

                fun gitCommitMessageFull(): String? =
                    gitCommitMessageFull.getNullable("git.commit.message.full")

                fun _gitCommitMessageFull(): JsonField<String> = gitCommitMessageFull

                fun gitCommitMessageShort(): String? =
                    gitCommitMessageShort.getNullable("git.commit.message.short")

                fun _gitCommitMessageShort(): JsonField<String> = gitCommitMessageShort

                fun gitCommitTime(): String? = gitCommitTime.getNullable("git.commit.time")

                fun _gitCommitTime(): JsonField<String> = gitCommitTime

                fun gitCommitUserEmail(): String? =
                    gitCommitUserEmail.getNullable("git.commit.user.email")

                fun _gitCommitUserEmail(): JsonField<String> = gitCommitUserEmail

                fun gitCommitUserName(): String? =
                    gitCommitUserName.getNullable("git.commit.user.name")

                fun _gitCommitUserName(): JsonField<String> = gitCommitUserName

                fun gitDirty(): String? = gitDirty.getNullable("git.dirty")

                fun _gitDirty(): JsonField<String> = gitDirty

                fun gitRemoteOriginUrl(): String? =
                    gitRemoteOriginUrl.getNullable("git.remote.origin.url")

                fun _gitRemoteOriginUrl(): JsonField<String> = gitRemoteOriginUrl

                fun gitTags(): String? = gitTags.getNullable("git.tags")

                fun _gitTags(): JsonField<String> = gitTags

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): GitProperties = apply {
                    gitBranch()
                    gitBuildHost()
                    gitBuildTime()
                    gitBuildUserEmail()
                    gitBuildUserName()
                    gitBuildVersion()
                    gitClosestTagCommitCount()
                    gitClosestTagName()
                    gitCommitId()
                    gitCommitIdAbbrev()
                    gitCommitIdDescribe()
                    gitCommitIdDescribeShort()
                    gitCommitMessageFull()
                    gitCommitMessageShort()
                    gitCommitTime()
                    gitCommitUserEmail()
                    gitCommitUserName()
                    gitDirty()
                    gitRemoteOriginUrl()
                    gitTags()
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf(
                            "git.branch" to gitBranch,
                            "git.build.host" to gitBuildHost,
                            "git.build.time" to gitBuildTime,
                            "git.build.user.email" to gitBuildUserEmail,
                            "git.build.user.name" to gitBuildUserName,
                            "git.build.version" to gitBuildVersion,
                            "git.closest.tag.commit.count" to gitClosestTagCommitCount,
                            "git.closest.tag.name" to gitClosestTagName,
                            "git.commit.id" to gitCommitId,
                            "git.commit.id.abbrev" to gitCommitIdAbbrev,
                            "git.commit.id.describe" to gitCommitIdDescribe,
                            "git.commit.id.describe-short" to gitCommitIdDescribeShort,
                            "git.commit.message.full" to gitCommitMessageFull,
                            "git.commit.message.short" to gitCommitMessageShort,
                            "git.commit.time" to gitCommitTime,
                            "git.commit.user.email" to gitCommitUserEmail,
                            "git.commit.user.name" to gitCommitUserName,
                            "git.dirty" to gitDirty,
                            "git.remote.origin.url" to gitRemoteOriginUrl,
                            "git.tags" to gitTags,
                        ),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? GitProperties)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "GitProperties" + toJson()

                class Builder internal constructor() {
                    private var gitBranch: JsonField<String> = JsonMissing
                    private var gitBuildHost: JsonField<String> = JsonMissing
                    private var gitBuildTime: JsonField<String> = JsonMissing
                    private var gitBuildUserEmail: JsonField<String> = JsonMissing
                    private var gitBuildUserName: JsonField<String> = JsonMissing
                    private var gitBuildVersion: JsonField<String> = JsonMissing
                    private var gitClosestTagCommitCount: JsonField<String> = JsonMissing
                    private var gitClosestTagName: JsonField<String> = JsonMissing
                    private var gitCommitId: JsonField<String> = JsonMissing
                    private var gitCommitIdAbbrev: JsonField<String> = JsonMissing
                    private var gitCommitIdDescribe: JsonField<String> = JsonMissing
                    private var gitCommitIdDescribeShort: JsonField<String> = JsonMissing
                    private var gitCommitMessageFull: JsonField<String> = JsonMissing
                    private var gitCommitMessageShort: JsonField<String> = JsonMissing
                    private var gitCommitTime: JsonField<String> = JsonMissing
                    private var gitCommitUserEmail: JsonField<String> = JsonMissing
                    private var gitCommitUserName: JsonField<String> = JsonMissing
                    private var gitDirty: JsonField<String> = JsonMissing
                    private var gitRemoteOriginUrl: JsonField<String> = JsonMissing
                    private var gitTags: JsonField<String> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: GitProperties) = apply {
                        gitBranch = model.gitBranch
                        gitBuildHost = model.gitBuildHost
                        gitBuildTime = model.gitBuildTime
                        gitBuildUserEmail = model.gitBuildUserEmail
                        gitBuildUserName = model.gitBuildUserName
                        gitBuildVersion = model.gitBuildVersion
                        gitClosestTagCommitCount = model.gitClosestTagCommitCount
                        gitClosestTagName = model.gitClosestTagName
                        gitCommitId = model.gitCommitId
                        gitCommitIdAbbrev = model.gitCommitIdAbbrev
                        gitCommitIdDescribe = model.gitCommitIdDescribe
                        gitCommitIdDescribeShort = model.gitCommitIdDescribeShort
                        gitCommitMessageFull = model.gitCommitMessageFull
                        gitCommitMessageShort = model.gitCommitMessageShort
                        gitCommitTime = model.gitCommitTime
                        gitCommitUserEmail = model.gitCommitUserEmail
                        gitCommitUserName = model.gitCommitUserName
                        gitDirty = model.gitDirty
                        gitRemoteOriginUrl = model.gitRemoteOriginUrl
                        gitTags = model.gitTags
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun gitBranch(gitBranch: String?) = gitBranch(JsonField.ofNullable(gitBranch))

                    fun gitBranch(gitBranch: JsonField<String>) = apply {
                        this.gitBranch = gitBranch
                    }

                    fun gitBuildHost(gitBuildHost: String?) =
                        gitBuildHost(JsonField.ofNullable(gitBuildHost))

                    fun gitBuildHost(gitBuildHost: JsonField<String>) = apply {
                        this.gitBuildHost = gitBuildHost
                    }

                    fun gitBuildTime(gitBuildTime: String?) =
                        gitBuildTime(JsonField.ofNullable(gitBuildTime))

                    fun gitBuildTime(gitBuildTime: JsonField<String>) = apply {
                        this.gitBuildTime = gitBuildTime
                    }

                    fun gitBuildUserEmail(gitBuildUserEmail: String?) =
                        gitBuildUserEmail(JsonField.ofNullable(gitBuildUserEmail))

                    fun gitBuildUserEmail(gitBuildUserEmail: JsonField<String>) = apply {
                        this.gitBuildUserEmail = gitBuildUserEmail
                    }

                    fun gitBuildUserName(gitBuildUserName: String?) =
                        gitBuildUserName(JsonField.ofNullable(gitBuildUserName))

                    fun gitBuildUserName(gitBuildUserName: JsonField<String>) = apply {
                        this.gitBuildUserName = gitBuildUserName
                    }

                    fun gitBuildVersion(gitBuildVersion: String?) =
                        gitBuildVersion(JsonField.ofNullable(gitBuildVersion))

                    fun gitBuildVersion(gitBuildVersion: JsonField<String>) = apply {
                        this.gitBuildVersion = gitBuildVersion
                    }

                    fun gitClosestTagCommitCount(gitClosestTagCommitCount: String?) =
                        gitClosestTagCommitCount(JsonField.ofNullable(gitClosestTagCommitCount))

                    fun gitClosestTagCommitCount(gitClosestTagCommitCount: JsonField<String>) =
                        apply {
                            this.gitClosestTagCommitCount = gitClosestTagCommitCount
                        }

                    fun gitClosestTagName(gitClosestTagName: String?) =
                        gitClosestTagName(JsonField.ofNullable(gitClosestTagName))

                    fun gitClosestTagName(gitClosestTagName: JsonField<String>) = apply {
                        this.gitClosestTagName = gitClosestTagName
                    }

                    fun gitCommitId(gitCommitId: String?) =
                        gitCommitId(JsonField.ofNullable(gitCommitId))

                    fun gitCommitId(gitCommitId: JsonField<String>) = apply {
                        this.gitCommitId = gitCommitId
                    }

                    fun gitCommitIdAbbrev(gitCommitIdAbbrev: String?) =
                        gitCommitIdAbbrev(JsonField.ofNullable(gitCommitIdAbbrev))

                    fun gitCommitIdAbbrev(gitCommitIdAbbrev: JsonField<String>) = apply {
                        this.gitCommitIdAbbrev = gitCommitIdAbbrev
                    }

                    fun gitCommitIdDescribe(gitCommitIdDescribe: String?) =
                        gitCommitIdDescribe(JsonField.ofNullable(gitCommitIdDescribe))

                    fun gitCommitIdDescribe(gitCommitIdDescribe: JsonField<String>) = apply {
                        this.gitCommitIdDescribe = gitCommitIdDescribe
                    }

                    fun gitCommitIdDescribeShort(gitCommitIdDescribeShort: String?) =
                        gitCommitIdDescribeShort(JsonField.ofNullable(gitCommitIdDescribeShort))

                    fun gitCommitIdDescribeShort(gitCommitIdDescribeShort: JsonField<String>) =
                        apply {
                            this.gitCommitIdDescribeShort = gitCommitIdDescribeShort
                        }

                    fun gitCommitMessageFull(gitCommitMessageFull: String?) =
                        gitCommitMessageFull(JsonField.ofNullable(gitCommitMessageFull))

                    fun gitCommitMessageFull(gitCommitMessageFull: JsonField<String>) = apply {
                        this.gitCommitMessageFull = gitCommitMessageFull
                    }

                    fun gitCommitMessageShort(gitCommitMessageShort: String?) =
                        gitCommitMessageShort(JsonField.ofNullable(gitCommitMessageShort))

                    fun gitCommitMessageShort(gitCommitMessageShort: JsonField<String>) = apply {
                        this.gitCommitMessageShort = gitCommitMessageShort
                    }

                    fun gitCommitTime(gitCommitTime: String?) =
                        gitCommitTime(JsonField.ofNullable(gitCommitTime))

                    fun gitCommitTime(gitCommitTime: JsonField<String>) = apply {
                        this.gitCommitTime = gitCommitTime
                    }

                    fun gitCommitUserEmail(gitCommitUserEmail: String?) =
                        gitCommitUserEmail(JsonField.ofNullable(gitCommitUserEmail))

                    fun gitCommitUserEmail(gitCommitUserEmail: JsonField<String>) = apply {
                        this.gitCommitUserEmail = gitCommitUserEmail
                    }

                    fun gitCommitUserName(gitCommitUserName: String?) =
                        gitCommitUserName(JsonField.ofNullable(gitCommitUserName))

                    fun gitCommitUserName(gitCommitUserName: JsonField<String>) = apply {
                        this.gitCommitUserName = gitCommitUserName
                    }

                    fun gitDirty(gitDirty: String?) = gitDirty(JsonField.ofNullable(gitDirty))

                    fun gitDirty(gitDirty: JsonField<String>) = apply { this.gitDirty = gitDirty }

                    fun gitRemoteOriginUrl(gitRemoteOriginUrl: String?) =
                        gitRemoteOriginUrl(JsonField.ofNullable(gitRemoteOriginUrl))

                    fun gitRemoteOriginUrl(gitRemoteOriginUrl: JsonField<String>) = apply {
                        this.gitRemoteOriginUrl = gitRemoteOriginUrl
                    }

                    fun gitTags(gitTags: String?) = gitTags(JsonField.ofNullable(gitTags))

                    fun gitTags(gitTags: JsonField<String>) = apply { this.gitTags = gitTags }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): GitProperties =
                        GitProperties(
                            gitBranch,
                            gitBuildHost,
                            gitBuildTime,
                            gitBuildUserEmail,
                            gitBuildUserName,
                            gitBuildVersion,
                            gitClosestTagCommitCount,
                            gitClosestTagName,
                            gitCommitId,
                            gitCommitIdAbbrev,
                            gitCommitIdDescribe,
                            gitCommitIdDescribeShort,
                            gitCommitMessageFull,
                            gitCommitMessageShort,
                            gitCommitTime,
                            gitCommitUserEmail,
                            gitCommitUserName,
                            gitDirty,
                            gitRemoteOriginUrl,
                            gitTags,
                            additionalProperties.toMap(),
                        )
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN =
                        setOf(
                            "git.branch",
                            "git.build.host",
                            "git.build.time",
                            "git.build.user.email",
                            "git.build.user.name",
                            "git.build.version",
                            "git.closest.tag.commit.count",
                            "git.closest.tag.name",
                            "git.commit.id",
                            "git.commit.id.abbrev",
                            "git.commit.id.describe",
                            "git.commit.id.describe-short",
                            "git.commit.message.full",
                            "git.commit.message.short",
                            "git.commit.time",
                            "git.commit.user.email",
                            "git.commit.user.name",
                            "git.dirty",
                            "git.remote.origin.url",
                            "git.tags",
                        )

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): GitProperties? {
                        val o = json.asObject() ?: return null
                        return GitProperties(
                            Decoders.field(o["git.branch"], Decoders.string),
                            Decoders.field(o["git.build.host"], Decoders.string),
                            Decoders.field(o["git.build.time"], Decoders.string),
                            Decoders.field(o["git.build.user.email"], Decoders.string),
                            Decoders.field(o["git.build.user.name"], Decoders.string),
                            Decoders.field(o["git.build.version"], Decoders.string),
                            Decoders.field(o["git.closest.tag.commit.count"], Decoders.string),
                            Decoders.field(o["git.closest.tag.name"], Decoders.string),
                            Decoders.field(o["git.commit.id"], Decoders.string),
                            Decoders.field(o["git.commit.id.abbrev"], Decoders.string),
                            Decoders.field(o["git.commit.id.describe"], Decoders.string),
                            Decoders.field(o["git.commit.id.describe-short"], Decoders.string),
                            Decoders.field(o["git.commit.message.full"], Decoders.string),
                            Decoders.field(o["git.commit.message.short"], Decoders.string),
                            Decoders.field(o["git.commit.time"], Decoders.string),
                            Decoders.field(o["git.commit.user.email"], Decoders.string),
                            Decoders.field(o["git.commit.user.name"], Decoders.string),
                            Decoders.field(o["git.dirty"], Decoders.string),
                            Decoders.field(o["git.remote.origin.url"], Decoders.string),
                            Decoders.field(o["git.tags"], Decoders.string),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<GitProperties> = { fromJson(it) }
                }
            }
        }
    }
}
