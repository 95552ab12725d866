package pagination

import "reflect"

// Pager is a page the auto-pager can walk: the generated page types implement it through their embedded Page.
type Pager[T any] interface {
	// NextPage fetches the following page; it returns a nil Pager (and a nil error) after the last page.
	NextPage() (Pager[T], error)
	pageItems() []T
}

// AutoPager iterates the items of every page, fetching the next page when the current one is used up:
//
//	iter := client.Cursors.ListAutoPaging(ctx, params)
//	for iter.Next() {
//		entry := iter.Current()
//	}
//	if err := iter.Err(); err != nil { ... }
type AutoPager[T any] struct {
	page  Pager[T]
	idx   int // of the next item in page
	index int // of the current item across pages
	cur   T
	err   error
}

// NewAutoPager starts at page, the first page of a list, or reports err (the first request failed). It takes
// a list method's results as they are: page may then be a nil pointer of a page type.
func NewAutoPager[T any](page Pager[T], err error) *AutoPager[T] {
	if err != nil || isNil(page) {
		page = nil
	}
	return &AutoPager[T]{page: page, err: err, index: -1}
}

// Next advances to the next item, fetching pages as needed (empty pages included, when the scheme continues
// on them). It returns false after the last item or on an error (see Err).
func (r *AutoPager[T]) Next() bool {
	for r.page != nil && r.err == nil {
		if items := r.page.pageItems(); r.idx < len(items) {
			r.cur = items[r.idx]
			r.idx++
			r.index++
			return true
		}
		next, err := r.page.NextPage()
		r.page, r.idx, r.err = next, 0, err
		if err != nil || isNil(next) {
			r.page = nil
		}
	}
	return false
}

// Current is the item Next advanced to.
func (r *AutoPager[T]) Current() T { return r.cur }

// Err is the error of the request that failed, if any; the items before it were yielded.
func (r *AutoPager[T]) Err() error { return r.err }

// Index is the position of Current among the items of all pages, from 0.
func (r *AutoPager[T]) Index() int { return r.index }

// isNil is true for a nil Pager and for a Pager holding a nil pointer, which is what a page method returns
// with an error.
func isNil[T any](p Pager[T]) bool {
	if p == nil {
		return true
	}
	v := reflect.ValueOf(p)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
