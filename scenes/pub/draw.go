package pub

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game/pints"
	"zombietable/scenes"
	"zombietable/sprites"
)

// Tile colours carry rules: colour-blind-safe colours (Okabe–Ito's blue,
// bluish green and yellow; for red, Tol's vibrant red, since Okabe–Ito's
// vermillion reads as orange beside the rulebook's "rosso"), each with its own
// shape so that no one needs to tell the colours apart.
var (
	tileColours = [4]color.RGBA{
		{0, 114, 178, 255},  // blue
		{0, 158, 115, 255},  // green (bluish green)
		{240, 228, 66, 255}, // yellow
		{204, 51, 17, 255},  // red (a red that reads as red, not orange)
	}
	// tileSymbols are the effect icons of the main course's symbol tiles.
	tileSymbols = [4]string{"bus", "card-draw", "card-discard", "neck-bite"}

	colFelt     = color.RGBA{26, 92, 58, 255}
	colFeltEdge = color.RGBA{72, 44, 26, 255}
	colFloor    = color.RGBA{52, 36, 28, 230}
	colAsphalt  = color.RGBA{44, 44, 48, 255}
	colIvory    = color.RGBA{240, 230, 205, 255}
	colBooth    = color.RGBA{196, 40, 36, 255}
	colBeer     = color.RGBA{236, 170, 40, 255}
	colBite     = color.RGBA{213, 94, 0, 255}
	colDieBody  = color.RGBA{236, 228, 210, 255}
	colShade    = color.RGBA{0, 0, 0, 130}

	bandWeapon  = color.RGBA{150, 60, 40, 255}
	bandExtra   = color.RGBA{196, 118, 16, 255}
	bandSpecial = color.RGBA{40, 96, 150, 255}
	bandZombie  = color.RGBA{160, 30, 30, 255}
	bandRescue  = color.RGBA{30, 70, 150, 255}
)

// shapePts holds the corners of a colour's shape while it is drawn.
var shapePts [4]sprites.Pt

// colourIndex is the engine's number of a tile colour, or -1.
func colourIndex(id string) int {
	for i := 0; i < 4; i++ {
		if colourIDs[i] == id {
			return i
		}
	}
	return -1
}

// drawShape draws the symbol of tile colour c centred at (cx, cy).
func drawShape(dst *ebiten.Image, c int, cx, cy, r float32, fill color.RGBA) {
	var pts []sprites.Pt
	switch c {
	case 0: // circle
		sprites.FillCircle(dst, cx, cy, r, fill)
		return
	case 1: // triangle
		shapePts[0] = sprites.Pt{X: cx, Y: cy - r}
		shapePts[1] = sprites.Pt{X: cx + r*0.95, Y: cy + r*0.8}
		shapePts[2] = sprites.Pt{X: cx - r*0.95, Y: cy + r*0.8}
		pts = shapePts[:3]
	case 2: // square
		shapePts[0] = sprites.Pt{X: cx - r*0.8, Y: cy - r*0.8}
		shapePts[1] = sprites.Pt{X: cx + r*0.8, Y: cy - r*0.8}
		shapePts[2] = sprites.Pt{X: cx + r*0.8, Y: cy + r*0.8}
		shapePts[3] = sprites.Pt{X: cx - r*0.8, Y: cy + r*0.8}
		pts = shapePts[:4]
	case 3: // diamond
		shapePts[0] = sprites.Pt{X: cx, Y: cy - r}
		shapePts[1] = sprites.Pt{X: cx + r, Y: cy}
		shapePts[2] = sprites.Pt{X: cx, Y: cy + r}
		shapePts[3] = sprites.Pt{X: cx - r, Y: cy}
		pts = shapePts[:4]
	default:
		return
	}
	sprites.FillPolygon(dst, pts, fill)
}

// drawTileFace draws a movement tile of colour id (a face-down symbol tile
// when ""), with its shape and, on a symbol tile, the effect icon.
func drawTileFace(dst *ebiten.Image, r scenes.Rect, id string, symbol bool) {
	c := colourIndex(id)
	if c < 0 {
		sprites.Tile(dst, r.X, r.Y, r.W, r.H, color.RGBA{84, 72, 66, 255}, "", colIvory)
		sprites.StrokeRoundRect(dst, r.X+r.W*0.18, r.Y+r.H*0.18, r.W*0.64, r.H*0.6, r.W*0.08, max(1, r.W*0.03), sprites.Alpha(colIvory, 0.35))
		return
	}
	body := sprites.Mix(tileColours[c], color.RGBA{30, 22, 18, 255}, 0.18)
	sprites.Tile(dst, r.X, r.Y, r.W, r.H, body, "", colIvory)
	ink := color.RGBA{20, 14, 12, 230}
	if c == 0 {
		ink = color.RGBA{250, 246, 235, 235}
	}
	sr := r.W * 0.11
	drawShape(dst, c, r.X+sr*1.5, r.Y+sr*1.5, sr, ink)
	if symbol {
		is := r.W * 0.26
		sprites.FillCircle(dst, r.X+r.W-is*0.75, r.Y+is*0.75, is*0.7, color.RGBA{20, 14, 12, 200})
		sprites.DrawIcon(dst, tileSymbols[c], r.X+r.W-is*1.2, r.Y+is*0.3, is*0.9, colIvory)
	}
}

// tokenLook is how a zombie token's face is drawn.
func tokenLook(face string) (body, ring color.RGBA, icon string, iconC color.RGBA) {
	switch face {
	case "":
		return color.RGBA{58, 46, 40, 255}, color.RGBA{150, 128, 104, 255}, "raise-zombie", color.RGBA{170, 150, 128, 255}
	case "fast":
		return color.RGBA{226, 214, 186, 255}, color.RGBA{120, 96, 70, 255}, "footsteps", color.RGBA{50, 36, 28, 255}
	case "tough":
		return color.RGBA{150, 140, 126, 255}, color.RGBA{70, 60, 50, 255}, "shambling-zombie", color.RGBA{30, 22, 18, 255}
	case "fast_mint":
		return color.RGBA{120, 200, 160, 255}, color.RGBA{0, 110, 80, 255}, "footsteps", color.RGBA{10, 50, 36, 255}
	case "tough_mint":
		return color.RGBA{120, 200, 160, 255}, color.RGBA{0, 110, 80, 255}, "shambling-zombie", color.RGBA{10, 50, 36, 255}
	case "fast_lively":
		return color.RGBA{240, 150, 110, 255}, color.RGBA{170, 50, 10, 255}, "footsteps", color.RGBA{60, 10, 0, 255}
	case "tough_lively":
		return color.RGBA{240, 150, 110, 255}, color.RGBA{170, 50, 10, 255}, "shambling-zombie", color.RGBA{60, 10, 0, 255}
	}
	return color.RGBA{58, 46, 40, 255}, color.RGBA{150, 128, 104, 255}, "raise-zombie", colIvory
}

// drawToken draws one zombie token, with the mint-sauce or lively badge.
func drawToken(dst *ebiten.Image, face string, cx, cy, r float32) {
	body, ring, icon, ic := tokenLook(face)
	sprites.Token(dst, cx, cy, r, body, ring, icon, ic)
	switch face {
	case "fast_mint", "tough_mint":
		sprites.FillCircle(dst, cx+r*0.72, cy-r*0.72, r*0.42, color.RGBA{0, 90, 60, 255})
		sprites.DrawIcon(dst, "splash", cx+r*0.72-r*0.32, cy-r*0.72-r*0.32, r*0.64, colIvory)
	case "fast_lively", "tough_lively":
		sprites.FillCircle(dst, cx+r*0.72, cy-r*0.72, r*0.42, color.RGBA{150, 30, 0, 255})
		sprites.DrawIcon(dst, "fangs", cx+r*0.72-r*0.32, cy-r*0.72-r*0.32, r*0.64, colIvory)
	}
}

// tokenKey names a token picture of one face at one size.
type tokenKey struct {
	face string
	q    int // radius in quarter pixels
}

var (
	tokenImages = map[tokenKey]*ebiten.Image{}
	tokenOp     ebiten.DrawImageOptions
)

// drawTokenCached draws a token from a picture made once per face and size,
// so that the many stacks on the rows cost one image draw each.
func drawTokenCached(dst *ebiten.Image, face string, cx, cy, r float32) {
	k := tokenKey{face, int(r * 4)}
	img := tokenImages[k]
	if img == nil {
		side := int(math.Ceil(float64(r)*2.6)) + 4
		img = ebiten.NewImage(side, side)
		c := float32(side) / 2
		drawToken(img, face, c, c, float32(k.q)/4)
		tokenImages[k] = img
	}
	half := float64(img.Bounds().Dx()) / 2
	tokenOp.GeoM.Reset()
	tokenOp.GeoM.Translate(float64(cx)-half, float64(cy)-half)
	tokenOp.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &tokenOp)
}

// dropTokenImages frees the token pictures (the layout changed).
func dropTokenImages() {
	for k, img := range tokenImages {
		img.Deallocate()
		delete(tokenImages, k)
	}
}

// drawStack draws a stack of n tokens fanned upwards, top face showing, and
// a count badge when there is more than one.
func drawStack(dst *ebiten.Image, faces []string, n int, cx, cy, r float32, badge string) {
	if n <= 0 {
		return
	}
	shown := n
	if shown > 3 {
		shown = 3
	}
	step := r * 0.22
	base := cy + step*float32(shown-1)/2
	for i := 0; i < shown; i++ {
		idx := n - shown + i // the faces of the top tokens
		face := ""
		if idx >= 0 && idx < len(faces) {
			face = faces[idx]
		}
		drawTokenCached(dst, face, cx, base-step*float32(i), r)
	}
	if n > 1 {
		br := max(r*0.48, 8)
		bx, by := cx+r*0.85, cy+r*0.7
		sprites.FillCircle(dst, bx, by, br, scenes.ColorInk)
		sprites.StrokeCircle(dst, bx, by, br, max(1, br*0.14), scenes.ColorAccent)
		scenes.DrawTextMid(dst, badge, scenes.FontStrong(max(br*1.3, minBody)), bx, by, scenes.AlignCenter, scenes.ColorText)
	}
}

// faceIcon is the icon of a battle-die face.
func faceIcon(f int) string {
	switch f {
	case faceClose:
		return "baseball-bat"
	case faceMedium:
		return "dart"
	case faceLong:
		return "pocket-bow"
	case faceExtra:
		return "fist"
	}
	return "shambling-zombie"
}

// faceMark is the short range mark on a die face: the tiles it reaches.
var faceMark = [5]string{"1-2", "2-3", "3-5", "+1", ""}

// drawBattleDie draws a battle die showing face f; while rolling it tumbles
// with spin pips showing, tilted and lifted.
func drawBattleDie(dst *ebiten.Image, x, y, size float32, f, spin int, tilt, lift float32, rolling bool) {
	body := colDieBody
	if f > faceExtra {
		body = color.RGBA{120, 150, 96, 255}
	}
	if rolling {
		sprites.Die(dst, x, y-lift*size*0.5, size, spin, body, scenes.ColorInk, tilt)
		return
	}
	sprites.Die(dst, x, y, size, 0, body, scenes.ColorInk, 0)
	is := size * 0.58
	sprites.DrawIcon(dst, faceIcon(f), x+(size-is)/2, y+size*0.06, is, scenes.ColorInk)
	if m := faceMark[minI(f, 4)]; m != "" {
		scenes.DrawTextMid(dst, m, scenes.FontStrong(max(size*0.26, 11)), x+size/2, y+size*0.8, scenes.AlignCenter, scenes.ColorInk)
	}
}

// drawMiniDie draws a small placed die (no range mark).
func drawMiniDie(dst *ebiten.Image, x, y, size float32, f int) {
	sprites.FillRoundRect(dst, x, y, size, size, size*0.2, colDieBody)
	sprites.StrokeRoundRect(dst, x, y, size, size, size*0.2, 1, scenes.ColorInk)
	is := size * 0.78
	sprites.DrawIcon(dst, faceIcon(f), x+(size-is)/2, y+(size-is)/2, is, scenes.ColorInk)
}

// cardLook is the band colour, icon and band label of a card kind.
// tradedSlot marks, in the tray's slots, a card weapon of kind slot-tradedSlot
// got by arms dealing; lower values are die faces.
const tradedSlot = 100

// trayPiece is the piece in a tray slot: a die face or a traded weapon.
func trayPiece(slot int) Piece {
	if slot >= tradedSlot {
		return Piece{K: Traded, A: int32(slot - tradedSlot)}
	}
	return Piece{K: Die, A: int32(slot)}
}

// drawTraded draws a card weapon got by arms dealing as a die-sized token in
// the weapon band's colour with the card's icon.
func drawTraded(dst *ebiten.Image, x, y, size float32, k int) {
	band, icon, _ := cardLook(scenes.English, k)
	sprites.FillRoundRect(dst, x, y, size, size, size*0.18, scenes.ColorInk)
	sprites.FillRoundRect(dst, x+2, y+2, size-4, size-4, size*0.16, band)
	is := size * 0.58
	sprites.DrawIcon(dst, icon, x+(size-is)/2, y+size*0.06, is, scenes.ColorCard)
	if cat, err := pints.Load(); err == nil && k >= 0 && k < len(cat.Cards) {
		m := rangeOf(cat.Cards[k].Weapon)
		scenes.DrawTextMid(dst, m, scenes.FontStrong(max(size*0.26, 11)), x+size/2, y+size*0.8, scenes.AlignCenter, scenes.ColorCard)
	}
}

func cardLook(l scenes.Lang, k int) (band color.RGBA, icon, label string) {
	cat, err := pints.Load()
	if err != nil || k < 0 || k >= len(cat.Cards) {
		return bandSpecial, "card-random", ""
	}
	c := &cat.Cards[k]
	icon = cardIcons[c.ID]
	if icon == "" {
		icon = "card-random"
	}
	switch {
	case c.Weapon != "":
		return bandWeapon, icon, l.F("pints.table.range", "tiles", rangeOf(c.Weapon))
	case c.ExtraPerPlayer:
		return bandExtra, icon, l.T("pints.table.extra_n")
	case c.Extra > 0:
		return bandExtra, icon, l.F("pints.table.extra", "n", c.Extra)
	case c.Deck == "zombie":
		return bandZombie, icon, l.T("pints.table.zombie_card")
	case c.Deck == "rescue":
		return bandRescue, icon, l.T("pints.table.rescue_card")
	}
	return bandSpecial, icon, l.T("pints.table.special")
}

func rangeOf(w string) string {
	switch w {
	case "close":
		return "1-2"
	case "medium":
		return "2-3"
	}
	return "3-5"
}

// cardIcons are the pictures of the cards.
var cardIcons = map[string]string{
	"pool_cue": "baseball-bat", "umbrella": "shield", "newspaper": "scroll-unfurled", "extinguisher": "splash",
	"molotov": "molotov", "extra3": "claw-slashes", "extra2": "claw-slashes", "extran": "meeple-group",
	"toaster": "fire", "billiard_balls": "beach-ball", "teapot": "wine-bottle", "rugby_ball": "beach-ball",
	"z_word": "thought-bubble", "car_sick": "bus", "unstoppable": "fast-forward-button", "continental": "clockwise-rotation",
	"play_dead": "dead-head", "roller_shutter": "barricade", "distracted": "eyeball", "coat_hanger": "key",
	"fruit_machine": "perspective-dice-six-faces-random", "pay_bite": "neck-bite", "make_two": "card-discard",
	"too_many_dead": "bus", "flesh_mob": "meeple-group", "jukebox": "speaker",
	"small_car": "police-car", "taxi": "police-car", "tandem": "run", "army": "helicopter", "salvation_army": "church",
}

// foodIcons are the pictures of the pub food.
var foodIcons = map[string]string{
	"turn_tables": "magnifying-glass", "no_sauce": "splash", "a_la_carte": "card-pickup", "dont_bite": "bandage-roll",
	"photos": "eyeball", "arms_trade": "ammo-box", "no_ticket": "exit-door", "change_colours": "perspective-dice-six-faces-random",
}

func foodIcon(f int) string {
	cat, err := pints.Load()
	if err != nil || f < 0 || f >= len(cat.Food) {
		return "hamburger"
	}
	if ic := foodIcons[cat.Food[f].ID]; ic != "" {
		return ic
	}
	return "hamburger"
}

// drawFood draws a pub-food tile; a used one is turned (dimmed).
func drawFood(dst *ebiten.Image, r scenes.Rect, f int, used bool) {
	body := color.RGBA{214, 170, 90, 255}
	if used {
		body = color.RGBA{110, 96, 80, 255}
	}
	sprites.Tile(dst, r.X, r.Y, r.W, r.H, body, "", colIvory)
	is := r.W * 0.66
	sprites.DrawIcon(dst, foodIcon(f), r.X+(r.W-is)/2, r.Y+(r.H-is)/2-1, is, scenes.ColorInk)
}

// drawBiteTracker draws the bites of a seat as a row of slots, filled in
// the danger colour, with a fang in each bite so it does not rely on colour.
func drawBiteTracker(dst *ebiten.Image, x, cy, slot float32, bites, slots int) {
	for i := 0; i < slots; i++ {
		cx := x + slot/2 + float32(i)*slot*1.1
		if i < bites {
			sprites.FillCircle(dst, cx, cy, slot*0.46, colBite)
			sprites.DrawIcon(dst, "fangs", cx-slot*0.3, cy-slot*0.3, slot*0.6, colIvory)
		} else {
			sprites.FillCircle(dst, cx, cy, slot*0.46, color.RGBA{30, 22, 18, 200})
			sprites.StrokeCircle(dst, cx, cy, slot*0.42, max(1, slot*0.07), sprites.Alpha(colIvory, 0.45))
		}
	}
}

// glow rings a rectangle in the "you can act here" light.
func glow(dst *ebiten.Image, r scenes.Rect, pulse float32) {
	sprites.Glow(dst, r.X, r.Y, r.W, r.H, min(r.W, r.H)*0.12, scenes.ColorAccent, pulse)
}

func minI(a, b int) int {
	if a < b {
		return a
	}
	return b
}
