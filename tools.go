//go:build !js

package main

import "zombietable/headless"

func init() { isTool, tool = headless.IsCommand, headless.Main }
