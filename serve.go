//go:build !js

package main

import "zombietable/server"

func init() { serve = server.Main }
