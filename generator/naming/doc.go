// Package naming turns IR and spec names into identifiers for every target language.
//
// Every name goes through the same two steps: it is split into lower-case ASCII words (Split), then the words are
// joined in a casing (Snake, Pascal, ...) by a Namer, which knows the API's initialisms and custom casings.
//
// # Splitting
//
// Any byte that is not an ASCII letter or digit separates words, so "agencies-with-coverage",
// "Page_Metamessage_", "api.v2010.account" and "x-request-id" split on their punctuation. Latin letters with
// diacritics are first written in ASCII ("São Paulo" is sao, paulo; "ß" is ss) and every other non-ASCII character
// separates words, so every identifier the package makes is plain ASCII. Inside a run of letters and digits:
//
//   - a lower-case letter followed by an upper-case one ends a word: "getApps" is get, apps;
//   - in an upper-case run, the last capital starts the next word when a lower-case letter follows it:
//     "HTTPBearer" is http, bearer; "APIResponse" is api, response;
//   - a lone "s" after an upper-case run is that run's plural, not a new word: "RouteIDsForAgency" is route, ids,
//     for, agency;
//   - digits stay with the letters before them ("mp3", "v1", "e2e", "auth2"), and leading digits with the letters
//     after them ("3ds", "3DS", "2FA"). After a digit, an upper-case letter starts a new word if the word so far
//     has a lower-case letter ("Mp3Url" is mp3, url) and otherwise follows the upper-case run rule ("E2E" is e2e,
//     "V1Apps" is v1, apps, "3DSecure" is 3d, secure, "404NotFound" is 404, not, found);
//   - a few mixed-case brand spellings that the rules above would cut are kept whole: OAuth, iOS, iPadOS, macOS,
//     tvOS, watchOS, iPhone, iPad, IPv4, IPv6. "OAuth2Token" is oauth2, token and "iOSVersion" is ios, version.
//     A Namer adds the spellings of its custom casings that the rules would cut, so "LumaAIClient" splits as
//     lumaai, client when lumaai is spelt LumaAI. A kept spelling must end its word: "OAuthorize" is o, authorize.
//
// # Casings
//
// Initialisms are upper case in Pascal, camel and Capital ("user_id" gives UserID, userID, "User ID"), except at
// the start of a camel-case name, which is all lower case ("url_path" gives urlPath). An initialism followed by a
// plural "s" keeps the "s" lower case ("ids" gives IDs). A custom casing replaces the longest run of words that
// equals its term with its own spelling of that style; the camel spelling is used only at the start of a name and
// the Pascal spelling elsewhere.
//
// Snake is stable: Snake(Snake(x)) == Snake(x). Pascal and camel names split back into their words except where
// two upper-case words meet ("https_url" gives HTTPSURL, "api.v2010" gives APIV2010) or a word starts with a digit
// ("v1_2" gives V12).
package naming
