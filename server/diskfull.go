//go:build !js

package server

import (
	"log"
	"sync"
	"sync/atomic"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// A full disk: the embedded nats-server's store fails a write with "no
// space left on device" and from then on refuses every write to that
// stream until JetStream is started again. keepWritable waits for room
// (roomNeeded free in the store's folder), then starts JetStream again in
// the same process, which reads the store back as at a restart: nothing
// acknowledged is lost, and the moves refused meanwhile may be played
// again. The operator reads "disk full" and then that there is room; the
// players, that the server's disk is full.

// roomNeeded is the free space the store needs before JetStream is
// started again.
const roomNeeded = 128 << 10

// roomIn is the free space in a folder: freeSpace, or what a test says.
var roomIn = freeSpace

// fullStores holds, by nats-server id, whether an embedded store is out of
// space now.
var fullStores sync.Map // string → *atomic.Bool

// storeFull reports whether the store nc uses is an embedded one out of
// space.
func storeFull(nc *nats.Conn) bool {
	if v, ok := fullStores.Load(nc.ConnectedServerId()); ok {
		return v.(*atomic.Bool).Load()
	}
	return false
}

// keepWritable watches an embedded store in dir until ns shuts down: when
// its log says the disk is full, it says so to out and starts JetStream
// again as soon as there is room.
func keepWritable(ns *natsserver.Server, dir string, nl *natsLog, out *log.Logger) {
	full := &atomic.Bool{}
	fullStores.Store(ns.ID(), full)
	done := make(chan struct{})
	go func() {
		ns.WaitForShutdown()
		fullStores.Delete(ns.ID())
		close(done)
	}()
	l := operatorLang()
	for {
		select {
		case <-done:
			return
		case <-nl.full:
		}
		full.Store(true)
		out.Print(l.F("server.store.disk_full", "folder", dir))
		tick := time.NewTicker(time.Second)
		for full.Load() {
			select {
			case <-done:
				tick.Stop()
				return
			case <-tick.C:
			}
			if roomIn(dir) < roomNeeded {
				continue
			}
			_ = ns.ShutdownJetStream()
			err := ns.EnableJetStream(&natsserver.JetStreamConfig{StoreDir: dir, SyncAlways: true, Strict: true})
			if err != nil {
				out.Print(l.F("server.store.restart_failed", "folder", dir, "reason", err.Error()))
				continue
			}
			// What the failing store said while it stopped is old news.
			select {
			case <-nl.full:
			default:
			}
			full.Store(false)
			out.Print(l.F("server.store.room_again", "folder", dir))
		}
		tick.Stop()
	}
}
