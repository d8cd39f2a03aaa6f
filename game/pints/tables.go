package pints

// Card kinds, in the order of cardIDs. Companion kinds come first so that
// companion card ids (0–39) fit a player's 64-bit hand.
const (
	kPoolCue = iota
	kUmbrella
	kNewspaper
	kExtinguisher
	kMolotov
	kExtra3
	kExtra2
	kExtraN
	kToaster
	kBilliard
	kTeapot
	kRugby
	kZWord
	kCarSick
	kUnstoppable
	kContinental
	kPlayDead
	kShutter
	kDistracted
	kCoatHanger
	kFruitMachine
	kPayBite
	kMakeTwo
	kTooManyDead
	kFleshMob
	kJukebox
	kSmallCar
	kTaxi
	kTandem
	kArmy
	kSalvation
	nKinds
	nCompanionKinds = kFruitMachine
)

// Pub-food tiles, in the order of foodIDs.
const (
	fTurnTables = iota
	fNoSauce
	fALaCarte
	fDontBite
	fPhotos
	fArmsTrade
	fNoTicket
	fChangeColours
	nFood
)

// Token types, in the order of tokenIDs: bit 0 is tough.
const (
	tFast = iota
	tTough
	tFastMint
	tToughMint
	tFastLively
	tToughLively
	nTokenTypes
)

// Battle-die faces, as the arguments of actions number them; the first four
// can be placed: FaceClose (cricket bat), FaceMedium (dart), FaceLong
// (longbow) and FaceExtra (extra hit).
const (
	FaceClose = iota
	FaceMedium
	FaceLong
	FaceExtra
	faceZombie
)

// Colour-die faces: the four colours, then white and black.
const (
	colWhite = 4
	colBlack = 5
)

// Board sizes.
const (
	nRows    = 5
	nPos     = 5
	nSpare   = 3
	nTiles   = 28
	maxCards = 65
	maxDeck  = 72
)

// Weapon ranges as masks of the tile positions (bit 0 is tile 1, at the bar).
const (
	rangeClose  = 0b00011
	rangeMedium = 0b00110
	rangeLong   = 0b11100
)

// Tables filled from the catalog once; read-only afterwards.
var (
	tab struct {
		kind      [maxCards]int8 // card id → kind
		first     [nKinds]int8   // kind → its first card id
		count     [nKinds]int8   // kind → copies
		mask      [nKinds]uint64 // companion kind → its card ids
		rng       [nKinds]uint8  // weapon card kind → range mask
		hits      [nKinds]int8   // weapon card kind → hits
		extra     [nKinds]int8   // extra-hit card kind → hits added
		perPlayer [nKinds]bool   // extra hits times the players
		mainOnly  [nKinds]bool   // left out at the starter level
		colour    []int8         // colour-die faces (0–3 colours, 4 white, 5 black)
		battle    []int8         // battle-die faces
		tokens    [nTokenTypes]uint8
		tileCol   [nTiles]int8
		tileSym   [nTiles]bool // carries a main-course symbol
		firstZ    int8         // first zombie card id
		firstR    int8         // first rescue card id
		nCards    int8
	}
	cfg *Catalog
)

// dieRange is the range of the three die weapons.
var dieRange = [3]uint8{rangeClose, rangeMedium, rangeLong}

func setTables(c *Catalog) {
	cfg = c
	id := int8(0)
	for k := range nKinds {
		n := c.Cards[k].Count
		tab.first[k] = id
		tab.count[k] = int8(n)
		for range n {
			tab.kind[id] = int8(k)
			if k < nCompanionKinds {
				tab.mask[k] |= 1 << uint(id)
			}
			id++
		}
		switch c.Cards[k].Weapon {
		case "close":
			tab.rng[k] = rangeClose
		case "medium":
			tab.rng[k] = rangeMedium
		case "long":
			tab.rng[k] = rangeLong
		}
		tab.hits[k] = int8(c.Cards[k].Hits)
		tab.extra[k] = int8(c.Cards[k].Extra)
		tab.perPlayer[k] = c.Cards[k].ExtraPerPlayer
		tab.mainOnly[k] = c.Cards[k].MainOnly
	}
	tab.nCards = id
	tab.firstZ = tab.first[kFruitMachine]
	tab.firstR = tab.first[kSmallCar]
	tab.colour = tab.colour[:0]
	for _, f := range c.Colour {
		switch f.ID {
		case "white":
			tab.colour = append(tab.colour, colWhite)
		case "black":
			tab.colour = append(tab.colour, colBlack)
		default:
			for i, cid := range colourIDs {
				if cid == f.ID {
					tab.colour = append(tab.colour, int8(i))
				}
			}
		}
	}
	tab.battle = tab.battle[:0]
	for _, f := range c.Faces {
		switch f.ID {
		case "close":
			tab.battle = append(tab.battle, FaceClose)
		case "medium":
			tab.battle = append(tab.battle, FaceMedium)
		case "long":
			tab.battle = append(tab.battle, FaceLong)
		case "extra":
			tab.battle = append(tab.battle, FaceExtra)
		default:
			tab.battle = append(tab.battle, faceZombie)
		}
	}
	for i, t := range c.Tokens {
		tab.tokens[i] = uint8(t.Count)
	}
	t := 0
	for ci, col := range c.Colours {
		for j := range col.Tiles {
			tab.tileCol[t] = int8(ci)
			tab.tileSym[t] = j < col.Special
			t++
		}
	}
}

// isCompanion reports whether card id c is a companion card.
func isCompanion(c int8) bool { return c >= 0 && c < tab.firstZ }

// isRescue reports whether card id c is a rescue card.
func isRescue(c int8) bool { return c >= tab.firstR }
