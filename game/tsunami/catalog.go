package tsunami

import (
	"errors"
	"fmt"
	"sync"

	"zombietable/data"
)

// Entry is what every named thing of the data has: names and texts in both
// languages, and where its numbers come from.
type Entry struct {
	ID     string `toml:"id"`
	Name   string `toml:"name"`
	NameIT string `toml:"name_it"`
	Text   string `toml:"text"`
	TextIT string `toml:"text_it"`
	Source string `toml:"source"`
	Reason string `toml:"reason"`
}

// StreetCard is one street card.
type StreetCard struct {
	Entry
	Tier      int    `toml:"tier" data:"required"`
	Kind      string `toml:"kind" data:"required"`
	Limit     int    `toml:"limit"`
	Threshold int    `toml:"threshold"`
}

// ShopCard is one kind of shop card.
type ShopCard struct {
	Entry
	Count     int  `toml:"count" data:"required"`
	Cost      int  `toml:"cost" data:"required"`
	Amount    int  `toml:"amount"`
	Keep      bool `toml:"keep"`
	Permanent bool `toml:"permanent"`
	Zombird   bool `toml:"zombird"`
}

// BonusCard is one secret bonus card.
type BonusCard struct {
	Entry
	Reward int `toml:"reward" data:"required"`
}

// BonusSet is the bonus cards used at a player count.
type BonusSet struct {
	Players int      `toml:"players"`
	Cards   []string `toml:"cards"`
	Source  string   `toml:"source"`
	Reason  string   `toml:"reason"`
}

// ZombirdCard is one kind of zombird card.
type ZombirdCard struct {
	Entry
	Count  int `toml:"count" data:"required"`
	Amount int `toml:"amount"`
}

// EventCard is one Zombird event card.
type EventCard struct {
	Entry
	When   string `toml:"when" data:"required"` // now or round
	Amount int    `toml:"amount"`
}

// Face is a kind of face of the zombie die.
type Face struct {
	ID     string `toml:"id"`
	Name   string `toml:"name"`
	NameIT string `toml:"name_it"`
	Count  int    `toml:"count"`
	Source string `toml:"source"`
	Reason string `toml:"reason"`
}

type setupFile struct {
	Game struct {
		Rounds        int    `toml:"rounds"`
		CardsPerRound int    `toml:"cards_per_round"`
		Dice          int    `toml:"dice"`
		VoteColours   int    `toml:"vote_colours"`
		Source        string `toml:"source"`
		Reason        string `toml:"reason"`
	} `toml:"game"`
	Growth struct {
		RoundStart int    `toml:"round_start"`
		PlusAfter  []int  `toml:"plus_after"`
		ShopAfter  int    `toml:"shop_after"`
		Source     string `toml:"source"`
		Reason     string `toml:"reason"`
	} `toml:"growth"`
	Coins struct {
		Cap          int    `toml:"cap"`
		Shop         int    `toml:"shop"`
		CoinOrZombie int    `toml:"coin_or_zombie"`
		GoldJump     int    `toml:"gold_jump"`
		Source       string `toml:"source"`
		Reason       string `toml:"reason"`
	} `toml:"coins"`
	Losses struct {
		PushFail          int    `toml:"push_fail"`
		BombedNoCivilians int    `toml:"bombed_no_civilians"`
		HordesFloor       int    `toml:"hordes_floor"`
		Source            string `toml:"source"`
		Reason            string `toml:"reason"`
	} `toml:"losses"`
	End struct {
		TieRollLimit int    `toml:"tie_roll_limit"`
		Source       string `toml:"source"`
		Reason       string `toml:"reason"`
	} `toml:"end"`
	Face []Face `toml:"face"`
}

// Catalog is the game's data, decoded and checked, in the engine's order.
type Catalog struct {
	Street  []StreetCard // in the order of the file
	Shop    [nShop]ShopCard
	Bonus   [nBonus]BonusCard
	Sets    [7][]int // bonus cards by player count (3–6)
	Zombird [nZombird]ZombirdCard
	Events  [nEvents]EventCard
	Faces   []Face

	ZombieFaces, DieFaces    int
	RoundStart               int
	PlusAfter                uint8 // bit i: a +1 space follows street card i (0-based)
	ShopAfter                int   // the shop follows street card ShopAfter-1 (0-based)
	Cap, ShopCoins           int
	CoinOrZombie, GoldCoins  int
	PushFail, BombedZombies  int
	TieRollLimit, HordeFloor int
	MaxThreshold             int
}

// The engine's fixed vocabulary: every id the data must define.
var (
	kindIDs    = [nKinds]string{"jump", "push", "coin_zombie", "gold_jump", "civ_bomb", "parachute", "bus", "aeroplane"}
	shopIDs    = [nShop]string{"perm_civilian", "perm_bomb", "save_1", "steal_1", "steal_2", "save_2", "civilians_2", "civilians_3", "dice_1", "bomb", "mega_bomb", "swap", "dice_2", "turn", "zombird_egg", "zombird_nest"}
	bonusIDs   = [nBonus]string{"ufo", "giga_z", "tsunami", "quarterback", "dragon_head", "dragon_tail", "ninja"}
	zombirdIDs = [nZombird]string{"banker", "bomb", "brain", "fairy", "ptero", "punk", "robot", "super_bird", "super_fairy", "magnet"}
	eventIDs   = [nEvents]string{"jump", "peek", "gift", "zombie_gift", "bomb", "bonus", "red_pill", "coin", "zombie"}
)

// Inventory counts the rulebook states.
const (
	wantStreet     = 21
	wantShop       = 21
	wantPermanent  = 2
	wantZombirdShp = 3
	wantZombird    = 18
	wantDice       = 72
)

// cat is the catalog the rules read, set once Load has succeeded.
var cat *Catalog

// Load returns the game's catalog, loaded and checked once.
var Load = sync.OnceValues(func() (*Catalog, error) {
	c, err := LoadFrom(data.Dir("tsunami"))
	if err == nil {
		cat = c
	}
	return c, err
})

func need(p *data.Problems, key string, e Entry, text bool) {
	kv := []string{"name", e.Name, "name_it", e.NameIT}
	if text {
		kv = append(kv, "text", e.Text, "text_it", e.TextIT)
	}
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "" {
			p.Addf(key+"."+kv[i], "missing")
		}
	}
	source(p, key, e.Source, e.Reason)
}

// source checks a source and, for a house decision, its reason.
func source(p *data.Problems, key, src, reason string) {
	data.CheckSource(p, key+".source", src)
	if src == "house" && reason == "" {
		p.Addf(key+".reason", "a house decision needs its reason")
	}
}

func index(ids []string, id string) int {
	for i, s := range ids {
		if s == id {
			return i
		}
	}
	return -1
}

func between(p *data.Problems, key string, v, lo, hi int) {
	if v < lo || v > hi {
		p.Addf(key, "must be between %d and %d, not %d", lo, hi, v)
	}
}

// LoadFrom decodes and checks the catalog from load, reporting every problem
// of every file at once.
func LoadFrom(load data.Loader) (*Catalog, error) {
	c := &Catalog{}
	var errs []error

	var s setupFile
	p := load("setup.toml", &s)
	source(p, "game", s.Game.Source, s.Game.Reason)
	source(p, "growth", s.Growth.Source, s.Growth.Reason)
	source(p, "coins", s.Coins.Source, s.Coins.Reason)
	source(p, "losses", s.Losses.Source, s.Losses.Reason)
	source(p, "end", s.End.Source, s.End.Reason)
	exact := func(key string, got, want int) {
		if got != want {
			p.Addf(key, "must be %d (the rulebook and the engine are built for it), not %d", want, got)
		}
	}
	exact("game.rounds", s.Game.Rounds, nRounds)
	exact("game.cards_per_round", s.Game.CardsPerRound, perRound)
	exact("game.dice", s.Game.Dice, wantDice)
	exact("game.vote_colours", s.Game.VoteColours, nColours)
	between(p, "growth.round_start", s.Growth.RoundStart, 1, 8)
	between(p, "growth.shop_after", s.Growth.ShopAfter, 1, perRound-1)
	for i, v := range s.Growth.PlusAfter {
		between(p, fmt.Sprintf("growth.plus_after.%d", i), v, 1, perRound-1)
		if v >= 1 && v < perRound {
			c.PlusAfter |= 1 << (v - 1)
		}
	}
	between(p, "coins.cap", s.Coins.Cap, 1, 20)
	between(p, "coins.shop", s.Coins.Shop, 0, 10)
	between(p, "coins.coin_or_zombie", s.Coins.CoinOrZombie, 1, 10)
	between(p, "coins.gold_jump", s.Coins.GoldJump, 1, 10)
	between(p, "losses.push_fail", s.Losses.PushFail, 1, 6)
	between(p, "losses.bombed_no_civilians", s.Losses.BombedNoCivilians, 1, 6)
	exact("losses.hordes_floor", s.Losses.HordesFloor, 1)
	between(p, "end.tie_roll_limit", s.End.TieRollLimit, 1, 1000)
	c.RoundStart, c.ShopAfter = s.Growth.RoundStart, s.Growth.ShopAfter
	c.Cap, c.ShopCoins, c.CoinOrZombie, c.GoldCoins = s.Coins.Cap, s.Coins.Shop, s.Coins.CoinOrZombie, s.Coins.GoldJump
	c.PushFail, c.BombedZombies, c.HordeFloor = s.Losses.PushFail, s.Losses.BombedNoCivilians, s.Losses.HordesFloor
	c.TieRollLimit = s.End.TieRollLimit
	for i, f := range s.Face {
		key := fmt.Sprintf("face.%d", i)
		if f.Name == "" || f.NameIT == "" {
			p.Addf(key+".name", "a face needs name and name_it")
		}
		source(p, key, f.Source, f.Reason)
		between(p, key+".count", f.Count, 1, 12)
		switch f.ID {
		case "zombie":
			c.ZombieFaces += f.Count
		case "run":
		default:
			p.Addf(key+".id", "must be zombie or run, not %q", f.ID)
		}
		c.DieFaces += f.Count
	}
	if c.ZombieFaces < 1 || c.ZombieFaces >= c.DieFaces {
		p.Addf("face", "the die needs at least one zombie face and one other, not %d of %d", c.ZombieFaces, c.DieFaces)
	}
	c.Faces = s.Face
	errs = append(errs, p.Err())

	var st struct {
		Card []StreetCard `toml:"card"`
	}
	p = load("street.toml", &st)
	tiers := [4]int{}
	seen := map[string]bool{}
	for i, k := range st.Card {
		key := fmt.Sprintf("card.%d", i)
		need(p, key, k.Entry, true)
		if seen[k.ID] || k.ID == "" {
			p.Addf(key+".id", "card %q is missing or defined twice", k.ID)
		}
		seen[k.ID] = true
		kind := index(kindIDs[:], k.Kind)
		if kind < 0 {
			p.Addf(key+".kind", "unknown kind %q", k.Kind)
		}
		between(p, key+".tier", k.Tier, 1, 3)
		if k.Tier >= 1 && k.Tier <= 3 {
			tiers[k.Tier]++
		}
		switch kind {
		case kJump:
			between(p, key+".limit", k.Limit, 0, 10)
		case kPush:
			between(p, key+".threshold", k.Threshold, 1, 40)
			c.MaxThreshold = max(c.MaxThreshold, k.Threshold)
		default:
			if k.Limit != 0 || k.Threshold != 0 {
				p.Addf(key, "only jumps have a limit and only pushes a threshold")
			}
		}
		if kind == kBus && k.Tier != 2 || kind == kAeroplane && k.Tier != 3 {
			p.Addf(key+".tier", "the Bus goes with the second pile, the Aeroplane with the last")
		}
	}
	if len(st.Card) != wantStreet {
		p.Addf("card", "there are %d street cards, the rulebook says %d", len(st.Card), wantStreet)
	}
	if tiers[1] != perRound || tiers[2] < perRound || tiers[3] < perRound {
		p.Addf("card", "the top tier needs exactly %d cards and the others at least %d each (five and the Bus or the Aeroplane), not %v", perRound, perRound, tiers[1:])
	}
	if n := countKind(st.Card, "bus") + 10*countKind(st.Card, "aeroplane"); n != 11 {
		p.Addf("card", "the street needs one Bus and one Aeroplane")
	}
	c.Street = st.Card
	errs = append(errs, p.Err())

	var sh struct {
		Card []ShopCard `toml:"card"`
	}
	p = load("shop.toml", &sh)
	base, perm, zb := 0, 0, 0
	got := map[int]bool{}
	for i, k := range sh.Card {
		key := fmt.Sprintf("card.%d", i)
		need(p, key, k.Entry, true)
		j := index(shopIDs[:], k.ID)
		if j < 0 || got[j] {
			p.Addf(key+".id", "unknown or repeated shop card %q", k.ID)
			continue
		}
		got[j] = true
		between(p, key+".count", k.Count, 1, 6)
		between(p, key+".cost", k.Cost, 0, 10)
		switch {
		case k.Zombird:
			zb += k.Count
		case k.Permanent:
			perm += k.Count
			base += k.Count
		default:
			base += k.Count
		}
		c.Shop[j] = k
	}
	for j, id := range shopIDs {
		if !got[j] {
			p.Addf("card", "shop card %q is missing", id)
		}
	}
	if base != wantShop || perm != wantPermanent || zb != wantZombirdShp {
		p.Addf("card", "the shop has %d cards (%d permanent) and %d zombird ones; the rulebook says %d (%d) and %d", base, perm, zb, wantShop, wantPermanent, wantZombirdShp)
	}
	for _, j := range []int{sPermCivilian, sPermBomb} {
		if !c.Shop[j].Permanent || c.Shop[j].Count != 1 {
			p.Addf("card", "%s must be the one permanent copy", shopIDs[j])
		}
	}
	for _, j := range []int{sSave1, sSave2} {
		if !c.Shop[j].Keep {
			p.Addf("card", "%s prevents a later loss and must be kept", shopIDs[j])
		}
	}
	for _, j := range []int{sPermCivilian, sSave1, sSteal1, sSteal2, sSave2, sCiv2, sCiv3, sDice1, sDice2, sEgg, sNest} {
		between(p, "card."+shopIDs[j]+".amount", c.Shop[j].Amount, 1, 5)
	}
	errs = append(errs, p.Err())

	var bo struct {
		Card []BonusCard `toml:"card"`
		Set  []BonusSet  `toml:"set"`
	}
	p = load("bonus.toml", &bo)
	gotB := map[int]bool{}
	for i, k := range bo.Card {
		key := fmt.Sprintf("card.%d", i)
		need(p, key, k.Entry, true)
		j := index(bonusIDs[:], k.ID)
		if j < 0 || gotB[j] {
			p.Addf(key+".id", "unknown or repeated bonus card %q", k.ID)
			continue
		}
		gotB[j] = true
		between(p, key+".reward", k.Reward, 0, 6)
		c.Bonus[j] = k
	}
	if len(gotB) != nBonus {
		p.Addf("card", "the rulebook has %d secret bonus cards, the data %d", nBonus, len(gotB))
	}
	for i, set := range bo.Set {
		key := fmt.Sprintf("set.%d", i)
		source(p, key, set.Source, set.Reason)
		if set.Players < MinPlayers || set.Players > MaxPlayers {
			p.Addf(key+".players", "must be %d to %d, not %d", MinPlayers, MaxPlayers, set.Players)
			continue
		}
		if len(set.Cards) != set.Players+1 {
			p.Addf(key+".cards", "players + 1 cards are used: %d, not %d", set.Players+1, len(set.Cards))
		}
		in := map[int]bool{}
		for _, id := range set.Cards {
			j := index(bonusIDs[:], id)
			if j < 0 || in[j] {
				p.Addf(key+".cards", "unknown or repeated card %q", id)
				continue
			}
			in[j] = true
			c.Sets[set.Players] = append(c.Sets[set.Players], j)
		}
		if in[bDragonHead] != in[bDragonTail] {
			p.Addf(key+".cards", "the dragons come as a pair")
		}
	}
	for n := MinPlayers; n <= MaxPlayers; n++ {
		if len(c.Sets[n]) != n+1 {
			p.Addf("set", "no valid set for %d players", n)
		}
	}
	errs = append(errs, p.Err())

	var zo struct {
		Card  []ZombirdCard `toml:"card"`
		Event []EventCard   `toml:"event"`
	}
	p = load("zombird.toml", &zo)
	gotZ, total := map[int]bool{}, 0
	for i, k := range zo.Card {
		key := fmt.Sprintf("card.%d", i)
		need(p, key, k.Entry, true)
		j := index(zombirdIDs[:], k.ID)
		if j < 0 || gotZ[j] {
			p.Addf(key+".id", "unknown or repeated zombird card %q", k.ID)
			continue
		}
		gotZ[j] = true
		between(p, key+".count", k.Count, 1, 4)
		total += k.Count
		c.Zombird[j] = k
	}
	if len(gotZ) != nZombird || total != wantZombird {
		p.Addf("card", "the zombird deck has %d kinds and %d cards; the reference sheet has %d kinds and the box %d cards", len(gotZ), total, nZombird, wantZombird)
	}
	for _, j := range []int{zBanker, zBrain, zFairy, zPtero, zPunk, zSuperBird, zSuperFairy, zMagnet} {
		between(p, "card."+zombirdIDs[j]+".amount", c.Zombird[j].Amount, 1, 10)
	}
	gotE := map[int]bool{}
	for i, k := range zo.Event {
		key := fmt.Sprintf("event.%d", i)
		need(p, key, k.Entry, true)
		j := index(eventIDs[:], k.ID)
		if j < 0 || gotE[j] {
			p.Addf(key+".id", "unknown or repeated event %q", k.ID)
			continue
		}
		gotE[j] = true
		if k.When != "now" && k.When != "round" {
			p.Addf(key+".when", "must be now or round, not %q", k.When)
		}
		c.Events[j] = k
	}
	if len(gotE) != nEvents {
		p.Addf("event", "the reference sheet has %d events, the data %d", nEvents, len(gotE))
	}
	for _, j := range []int{eJump, eZombieGift, eCoin} {
		between(p, "event."+eventIDs[j]+".amount", c.Events[j].Amount, 1, 6)
	}
	errs = append(errs, p.Err())

	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return c, nil
}

func countKind(cards []StreetCard, kind string) int {
	n := 0
	for _, k := range cards {
		if k.Kind == kind {
			n++
		}
	}
	return n
}
