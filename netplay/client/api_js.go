//go:build js

package client

import (
	"errors"
	"syscall/js"
	"time"
)

// httpDo makes the request with the page's fetch: net/http would add half a
// megabyte to the browser build.
func httpDo(method, u string, body []byte, token string) (int, []byte, error) {
	init := js.Global().Get("Object").New()
	init.Set("method", method)
	h := js.Global().Get("Object").New()
	if body != nil {
		init.Set("body", string(body))
		h.Set("Content-Type", "application/json")
	}
	if token != "" {
		h.Set("Authorization", "Bearer "+token)
	}
	init.Set("headers", h)
	type answer struct {
		status int
		text   string
		err    error
	}
	got := make(chan answer, 1)
	var status int
	var onText, onRes, onErr js.Func
	onErr = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the server cannot be reached"
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			if m := args[0].Get("message"); m.Type() == js.TypeString {
				msg = m.String()
			}
		}
		select {
		case got <- answer{err: errors.New(msg)}:
		default:
		}
		return nil
	})
	onText = js.FuncOf(func(_ js.Value, args []js.Value) any {
		select {
		case got <- answer{status: status, text: args[0].String()}:
		default:
		}
		return nil
	})
	onRes = js.FuncOf(func(_ js.Value, args []js.Value) any {
		status = args[0].Get("status").Int()
		args[0].Call("text").Call("then", onText).Call("catch", onErr)
		return nil
	})
	release := func() {
		onErr.Release()
		onText.Release()
		onRes.Release()
	}
	js.Global().Call("fetch", u, init).Call("then", onRes).Call("catch", onErr)
	select {
	case a := <-got:
		release()
		return a.status, []byte(a.text), a.err
	case <-time.After(Timeout):
		// The promise still settles later: its functions are released
		// then, not before.
		go func() {
			<-got
			release()
		}()
		return 0, nil, errors.New("the server did not answer in time")
	}
}
