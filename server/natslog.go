//go:build !js

package server

import (
	"fmt"
	"log"
	"os"
	"sync"
)

// natsLog lets the embedded nats-server's warnings and errors reach the
// server's log, and nothing of its chatter (notices, debug, traces). It
// keeps the first error, which is why a start failed.
type natsLog struct {
	out   *log.Logger
	mu    sync.Mutex
	first string
}

func newNATSLog(out *log.Logger) *natsLog {
	if out == nil {
		out = log.New(os.Stderr, "zombietable serve: ", log.LstdFlags)
	}
	return &natsLog{out: out}
}

func (l *natsLog) Noticef(string, ...any) {}
func (l *natsLog) Debugf(string, ...any)  {}
func (l *natsLog) Tracef(string, ...any)  {}

func (l *natsLog) Warnf(format string, v ...any) {
	l.out.Printf("NATS warning: "+format, v...)
}

func (l *natsLog) Errorf(format string, v ...any) {
	l.failed(fmt.Sprintf(format, v...))
}

func (l *natsLog) Fatalf(format string, v ...any) {
	l.failed(fmt.Sprintf(format, v...))
}

func (l *natsLog) failed(msg string) {
	l.mu.Lock()
	if l.first == "" {
		l.first = msg
	}
	l.mu.Unlock()
	l.out.Printf("NATS error: %s", msg)
}

// firstError is the first error said, or "".
func (l *natsLog) firstError() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.first
}
