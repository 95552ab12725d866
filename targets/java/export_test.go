package java

// MavenVersion is the pinned Maven that scripts/utils/maven downloads.
var MavenVersion = version("maven")
