//go:build !js

package scenes

// appendTouchLifts appends the fingers lifted since the last tick as the
// platform recorded them. Only the browser needs such a record (see
// touchlog_js.go); elsewhere the sampled touches tell all.
func appendTouchLifts(dst []touchLift, w, h float32) []touchLift { return dst }
