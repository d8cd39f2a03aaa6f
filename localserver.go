//go:build !js

package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"zombietable/scenes"
	"zombietable/server"
)

// The desktop app can host tables itself: "Start one here" on the online
// screen runs the same server as zombietable serve inside the app, for as
// long as it runs, its tables stored (and kept between runs) in the app's
// folder. It listens on port localPort of every interface, so that friends
// on the same network reach it at this computer's address, which the links
// carry; from further away they need the port forwarded, or a real
// zombietable serve.
func init() { scenes.StartLocalServer = startLocalServer }

// localPort is the port of the app's own server, the next free one after it
// when taken.
const localPort = 8766

var (
	localOnce sync.Once
	localAddr string
	localErr  error
)

func startLocalServer() (string, error) {
	localOnce.Do(func() { localAddr, localErr = runLocalServer() })
	return localAddr, localErr
}

func runLocalServer() (string, error) {
	dir, err := localData()
	if err != nil {
		return "", err
	}
	// Held for as long as the app runs: a second window is refused.
	lock, err := server.LockStore(dir)
	var inUse *server.StoreInUseError
	if errors.As(err, &inUse) {
		return "", &scenes.LocalServerInUse{Folder: dir}
	}
	if err != nil {
		return "", err
	}
	ns, err := server.Embedded(dir)
	if err != nil {
		lock.Release()
		return "", err
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns), nats.Name("zombietable app"))
	if err != nil {
		ns.Shutdown()
		lock.Release()
		return "", err
	}
	srv, err := server.New(context.Background(), nc, server.Config{Web: localWeb()})
	if err != nil {
		nc.Close()
		ns.Shutdown()
		lock.Release()
		return "", err
	}
	var ln net.Listener
	for p := localPort; p < localPort+20 && ln == nil; p++ {
		ln, err = net.Listen("tcp", ":"+strconv.Itoa(p))
	}
	if ln == nil {
		srv.Close()
		nc.Close()
		ns.Shutdown()
		lock.Release()
		return "", err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	go func() { _ = hs.Serve(ln) }()
	port := ln.Addr().(*net.TCPAddr).Port
	return fmt.Sprintf("http://%s:%d", lanAddress(), port), nil
}

// localData is the folder of the app's server's tables.
func localData() (string, error) {
	base := os.Getenv("ZOMBIETABLE_HOME")
	if base == "" {
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", errors.New("no folder to keep the tables in: " + err.Error())
		}
		base = filepath.Join(dir, "zombietable")
	}
	dir := filepath.Join(base, "app-server")
	return dir, os.MkdirAll(dir, 0o700)
}

// localWeb is the browser build beside the binary, so that friends can play
// in a browser tab too; "" when there is none.
func localWeb() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	dir := filepath.Join(filepath.Dir(exe), "build", "web")
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return ""
	}
	return dir
}

// lanAddress is this computer's address on its network (the one its
// default route leaves from), or 127.0.0.1 without one.
func lanAddress() string {
	c, err := net.Dial("udp", "192.0.2.1:9") // no packet is sent
	if err != nil {
		return "127.0.0.1"
	}
	defer c.Close()
	return c.LocalAddr().(*net.UDPAddr).IP.String()
}
