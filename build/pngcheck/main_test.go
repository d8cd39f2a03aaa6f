package main

import (
	"image"
	"image/color"
	"strings"
	"testing"
)

func TestVerdict(t *testing.T) {
	blank := image.NewRGBA(image.Rect(0, 0, 640, 400))
	for i := range blank.Pix {
		blank.Pix[i] = 30
	}
	busy := image.NewRGBA(image.Rect(0, 0, 640, 400))
	for y := 0; y < 400; y++ {
		for x := 0; x < 640; x++ {
			busy.Set(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	tests := []struct {
		name string
		img  image.Image
		want string
	}{
		{"tiny", image.NewRGBA(image.Rect(0, 0, 10, 10)), "only 10×10"},
		{"one colour", blank, "blank"},
		{"a picture", busy, ""},
	}
	for _, tt := range tests {
		got := verdict(tt.img)
		if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
			t.Errorf("%s: verdict %q, want %q", tt.name, got, tt.want)
		}
	}
}
