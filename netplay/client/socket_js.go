//go:build js

package client

import (
	"errors"
	"sync"
	"syscall/js"
	"time"
)

// jsSocket is the page's own WebSocket, through syscall/js: no library in
// the browser build.
type jsSocket struct {
	ws     js.Value
	frames chan []byte
	gone   chan struct{} // closed when the socket closed or failed
	funcs  []js.Func
	end    sync.Once
}

// dialSocket opens a socket, giving up after timeout or once stop closes.
func dialSocket(url string, timeout time.Duration, stop <-chan struct{}) (socket, error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.IsUndefined() {
		return nil, errors.New("this browser has no WebSocket")
	}
	s := &jsSocket{frames: make(chan []byte, 64), gone: make(chan struct{})}
	opened := make(chan struct{})
	var ws js.Value
	func() {
		defer func() {
			if r := recover(); r != nil {
				ws = js.Undefined()
			}
		}()
		ws = ctor.New(url)
	}()
	if ws.IsUndefined() {
		return nil, errors.New("the address " + url + " is not a WebSocket address")
	}
	s.ws = ws
	on := func(name string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			var ev js.Value
			if len(args) > 0 {
				ev = args[0]
			}
			f(ev)
			return nil
		})
		s.funcs = append(s.funcs, fn)
		ws.Set(name, fn)
	}
	end := func(js.Value) { s.end.Do(func() { close(s.gone) }) }
	on("onopen", func(js.Value) { close(opened) })
	on("onmessage", func(ev js.Value) {
		data := ev.Get("data")
		if data.Type() != js.TypeString {
			return // the protocol is text frames only
		}
		select {
		case s.frames <- []byte(data.String()):
		case <-s.gone:
		}
	})
	on("onclose", end)
	on("onerror", end)
	select {
	case <-opened:
		return s, nil
	case <-s.gone:
		s.close()
		return nil, errors.New("cannot reach " + url)
	case <-stop:
		s.close()
		return nil, errors.New("closed")
	case <-time.After(timeout):
		s.close()
		return nil, errors.New("no answer from " + url)
	}
}

func (s *jsSocket) read() ([]byte, error) {
	select {
	case f := <-s.frames:
		return f, nil
	case <-s.gone:
		select {
		case f := <-s.frames:
			return f, nil
		default:
		}
		return nil, errors.New("the connection closed")
	}
}

func (s *jsSocket) write(data []byte) error {
	select {
	case <-s.gone:
		return errors.New("the connection closed")
	default:
	}
	s.ws.Call("send", string(data))
	return nil
}

func (s *jsSocket) close() {
	s.end.Do(func() { close(s.gone) })
	if s.ws.IsUndefined() {
		return
	}
	s.ws.Call("close")
	for _, f := range s.funcs {
		defer f.Release()
	}
	s.ws.Set("onopen", js.Null())
	s.ws.Set("onmessage", js.Null())
	s.ws.Set("onclose", js.Null())
	s.ws.Set("onerror", js.Null())
	s.ws = js.Undefined()
}
