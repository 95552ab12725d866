package preview

import "time"

// Timing is when target started and finished rendering on this side (nil when it did not, or the side has no
// such target). The side's loading, shared by its targets, is not in it.
func (s *Side) Timing(target string) (started, finished *time.Time) {
	if s == nil {
		return nil, nil
	}
	o := s.outputs[target]
	if o == nil || o.started.IsZero() {
		return nil, nil
	}
	start, end := o.started.UTC(), o.finished.UTC()
	return &start, &end
}
