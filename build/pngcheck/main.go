// Command pngcheck fails unless every PNG named on its command line is a
// real picture: it decodes, is at least 320×200, and is not blank (many
// colours, and enough contrast). The smoke tests run it on screenshots.
package main

import (
	"fmt"
	"image"
	_ "image/png"
	"math"
	"os"
)

// verdict says what is wrong with img, or "" if it looks like a screen.
func verdict(img image.Image) string {
	b := img.Bounds()
	if b.Dx() < 320 || b.Dy() < 200 {
		return fmt.Sprintf("only %d×%d pixels", b.Dx(), b.Dy())
	}
	colours := map[uint32]bool{}
	var sum, sum2 float64
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[(r>>12)<<8|(g>>12)<<4|bl>>12] = true
			l := 0.2126*float64(r>>8) + 0.7152*float64(g>>8) + 0.0722*float64(bl>>8)
			sum += l
			sum2 += l * l
			n++
		}
	}
	mean := sum / float64(n)
	sd := math.Sqrt(math.Max(0, sum2/float64(n)-mean*mean))
	switch {
	case len(colours) < 24:
		return fmt.Sprintf("blank: only %d colours", len(colours))
	case sd < 8:
		return fmt.Sprintf("blank: luminance spread %.1f", sd)
	}
	return ""
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: pngcheck FILE.png …")
		os.Exit(2)
	}
	bad := 0
	for _, name := range os.Args[1:] {
		f, err := os.Open(name)
		if err != nil {
			fmt.Println(err)
			bad++
			continue
		}
		img, _, err := image.Decode(f)
		f.Close()
		if err == nil {
			if v := verdict(img); v != "" {
				err = fmt.Errorf("%s", v)
			}
		}
		if err != nil {
			fmt.Printf("%s: %v\n", name, err)
			bad++
			continue
		}
		fmt.Printf("%s: ok (%d×%d)\n", name, img.Bounds().Dx(), img.Bounds().Dy())
	}
	if bad > 0 {
		os.Exit(1)
	}
}
