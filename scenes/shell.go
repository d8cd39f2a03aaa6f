package scenes

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/fonts"
	"zombietable/game"
	"zombietable/sprites"
)

// minTextPx is the smallest text drawn, in screen pixels: 12 device-
// independent pixels, so that a small window (960 × 600 scales the design
// by 0.8) keeps every label readable. resize sets it from the device scale.
var minTextPx float32 = 12

// textPx is px raised to the smallest readable size.
func textPx(px float32) float64 { return float64(max(px, minTextPx)) }

// FontBody is the body face at px pixels (multiply design sizes by Scale),
// never smaller than 12 device-independent pixels.
func FontBody(px float32) text.Face { return fonts.Body(textPx(px)) }

// FontStrong is the bold face at px pixels, never under 12.
func FontStrong(px float32) text.Face { return fonts.Strong(textPx(px)) }

// FontTitle is the display face at px pixels, for titles and card names,
// never under 12.
func FontTitle(px float32) text.Face { return fonts.Title(textPx(px)) }

func fontsBody(px float32) text.Face   { return FontBody(px) }
func fontsStrong(px float32) text.Face { return FontStrong(px) }
func fontsTitle(px float32) text.Face  { return FontTitle(px) }

// gameIcons are the emblems of the games on menus and card backs.
var gameIcons = map[string]string{
	"pints":      "beer-stein",
	"zombionion": "brain",
	"offthedead": "bus",
	"tsunami":    "big-wave",
	"zombies4":   "shambling-zombie",
	"toy":        "rolling-dices",
}

// GameIcon returns the emblem of a game.
func GameIcon(id string) string {
	if ic, ok := gameIcons[id]; ok {
		return ic
	}
	return "raise-zombie"
}

// gameTints give each game's menu card its colour.
var gameTints = map[string]color.RGBA{
	"pints":      {150, 92, 28, 255},
	"zombionion": {110, 40, 60, 255},
	"offthedead": {160, 120, 20, 255},
	"tsunami":    {24, 90, 120, 255},
	"zombies4":   {60, 96, 48, 255},
}

func gameTint(id string) color.RGBA {
	if c, ok := gameTints[id]; ok {
		return c
	}
	return color.RGBA{90, 60, 90, 255}
}

// roomBackground draws the dim room behind menus: a lit, grained table.
func roomBackground(dst *ebiten.Image, a *App) {
	dst.Fill(ColorInk)
	sprites.TableBackground(dst, image.Rect(0, 0, int(a.w), int(a.h)), ColorTable, 0.55)
}

// drawTitle draws the app's name in the display face, dripping red on dark.
func drawTitle(dst *ebiten.Image, s string, cx, y, size float32) {
	face := fontsTitle(size)
	DrawText(dst, s, face, cx+size*0.04, y+size*0.07, AlignCenter, color.RGBA{0, 0, 0, 200})
	DrawText(dst, s, face, cx, y, AlignCenter, color.RGBA{196, 30, 26, 255})
}

// drawPrompt draws the one-line prompt of a decision.
func drawPrompt(dst *ebiten.Image, s string, cx, y, u float32, active bool) {
	face := fontsStrong(18 * u)
	w := TextWidth(s, face) + 28*u
	h := LineHeight(face) + 12*u
	c := ColorTextDim
	bg := color.RGBA{18, 12, 10, 200}
	if active {
		c = ColorAccent
	}
	sprites.FillRoundRect(dst, cx-w/2, y, w, h, h/2, bg)
	if active {
		sprites.StrokeRoundRect(dst, cx-w/2, y, w, h, h/2, 1.5*u, sprites.Alpha(ColorAccent, 0.7))
	}
	DrawTextMid(dst, s, face, cx, y+h/2, AlignCenter, c)
}

// drawToast draws a short message at the bottom of the screen.
func drawToast(dst *ebiten.Image, s string, a *App) {
	face := fontsStrong(16 * a.u)
	w := TextWidth(s, face) + 40*a.u
	h := LineHeight(face) + 16*a.u
	x, y := (a.w-w)/2, a.h-h-24*a.u
	sprites.FillRoundRect(dst, x, y+3, w, h, h/2, color.RGBA{0, 0, 0, 140})
	sprites.FillRoundRect(dst, x, y, w, h, h/2, color.RGBA{60, 24, 18, 245})
	sprites.StrokeRoundRect(dst, x, y, w, h, h/2, 1.5, ColorDanger)
	DrawTextMid(dst, s, face, a.w/2, y+h/2, AlignCenter, ColorText)
}

// seatToken draws a seat's colour and symbol as a small token.
func seatToken(dst *ebiten.Image, seat int, cx, cy, r float32) {
	c := SeatColor(seat)
	sprites.Token(dst, cx, cy, r, sprites.Mix(c, color.RGBA{0, 0, 0, 255}, 0.35), c, SeatIcon(seat), ColorText)
}

// playerRange formats a game's player counts.
func playerRange(l Lang, info *game.Info) string {
	if info.MinPlayers == info.MaxPlayers {
		return l.F("app.title.players_exact", "n", info.MinPlayers)
	}
	return l.F("app.title.players_range", "min", info.MinPlayers, "max", info.MaxPlayers)
}
