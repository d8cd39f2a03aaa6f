//go:build js

package scenes

import (
	"errors"
	"syscall/js"
)

// The browser's clipboard (navigator.clipboard): the page must be served
// over HTTPS or from localhost, and reading asks the player's leave.

// copyText puts s on the clipboard and calls done with the outcome.
func copyText(s string, done func(error)) {
	promise(func() js.Value {
		return js.Global().Get("navigator").Get("clipboard").Call("writeText", s)
	}, func(_ js.Value, err error) { done(err) })
}

// pasteText reads the clipboard and calls done with it.
func pasteText(done func(string, error)) {
	promise(func() js.Value {
		return js.Global().Get("navigator").Get("clipboard").Call("readText")
	}, func(v js.Value, err error) {
		if err != nil || v.Type() != js.TypeString {
			done("", errors.Join(err, errors.New("the clipboard cannot be read")))
			return
		}
		done(v.String(), nil)
	})
}

// promise calls start, which returns a Promise, and done once it settles.
func promise(start func() js.Value, done func(js.Value, error)) {
	var ok, fail js.Func
	release := func() {
		ok.Release()
		fail.Release()
	}
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		release()
		go done(v, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		go done(js.Undefined(), errors.New("the browser refused the clipboard"))
		return nil
	})
	func() {
		defer func() {
			if r := recover(); r != nil {
				release()
				go done(js.Undefined(), errors.New("this browser has no clipboard"))
			}
		}()
		start().Call("then", ok).Call("catch", fail)
	}()
}
