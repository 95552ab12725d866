// Package suggest finds the closest known word to a misspelt one, for "did you mean" hints.
package suggest

import (
	"strings"
	"unicode/utf8"
)

// Closest returns the candidate nearest to s by edit distance (case-insensitive), or "" when none is close
// enough to be a plausible typo: at most a third of the longer word, and at most maxDistance edits.
func Closest(s string, candidates []string) string {
	const maxDistance = 4
	best, bestDist := "", maxDistance+1
	ls := strings.ToLower(s)
	for _, c := range candidates {
		if c == s {
			return c
		}
		d := Distance(ls, strings.ToLower(c))
		limit := max(utf8.RuneCountInString(s), utf8.RuneCountInString(c)) / 3
		if d <= max(limit, 1) && d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// Distance is the optimal string alignment distance: insertions, deletions, substitutions and transpositions
// of adjacent characters each cost one.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 {
		return len(rb)
	}
	if len(rb) == 0 {
		return len(ra)
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// Hint returns " (did you mean X?)" for the closest candidate, or "".
func Hint(s string, candidates []string) string {
	if c := Closest(s, candidates); c != "" && c != s {
		return " (did you mean `" + c + "`?)"
	}
	return ""
}
