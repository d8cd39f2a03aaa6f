//go:build js

package scenes

import (
	"fmt"
	"syscall/js"

	"zombietable/game/save"
)

// canPickFile reports whether the app can ask the player for a file: in
// the browser, through the page's file picker.
const canPickFile = true

// pickFile opens the browser's file picker and calls done with the file
// chosen (at most save.MaxSize bytes read) once it is read. A picker
// closed with no file calls nothing.
func pickFile(done func(name string, data []byte, err error)) {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", ".json,application/json")
	var change js.Func
	change = js.FuncOf(func(js.Value, []js.Value) any {
		change.Release()
		files := input.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		if size := f.Get("size").Int(); size > save.MaxSize {
			done(name, nil, fmt.Errorf("%s: %d bytes, more than a save may be (%d)", name, size, save.MaxSize))
			return nil
		}
		promise(func() js.Value { return f.Call("arrayBuffer") }, func(v js.Value, err error) {
			if err != nil {
				done(name, nil, err)
				return
			}
			arr := js.Global().Get("Uint8Array").New(v)
			data := make([]byte, arr.Get("length").Int())
			js.CopyBytesToGo(data, arr)
			done(name, data, nil)
		})
		return nil
	})
	input.Call("addEventListener", "change", change)
	input.Call("click")
}
