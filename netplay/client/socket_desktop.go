//go:build !js

package client

import (
	"context"
	"time"

	"github.com/coder/websocket"
)

// maxServerFrame bounds what one frame of the server may hold: a view and a
// whole log in a long game are a few hundred kilobytes.
const maxServerFrame = 16 << 20

// wsSocket is a socket over github.com/coder/websocket.
type wsSocket struct{ c *websocket.Conn }

// dialSocket opens a socket, giving up after timeout or once stop closes.
func dialSocket(url string, timeout time.Duration, stop <-chan struct{}) (socket, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	go func() {
		select {
		case <-stop:
			cancel()
		case <-ctx.Done():
		}
	}()
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(maxServerFrame)
	return wsSocket{c}, nil
}

func (s wsSocket) read() ([]byte, error) {
	_, data, err := s.c.Read(context.Background())
	return data, err
}

func (s wsSocket) write(data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return s.c.Write(ctx, websocket.MessageText, data)
}

func (s wsSocket) close() { _ = s.c.CloseNow() }
