package corridors

import (
	"strconv"
	"strings"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

// The table's texts are in the catalogs (package i18n), under
// offthedead.table; the cards' names and texts under the data's ids.

// windowWords says what a window offers to do with item id.
func windowWords(l scenes.Lang, id string) string {
	switch id {
	case "toy":
		return l.T("offthedead.table.w_toy")
	case "jerrycan":
		return l.T("offthedead.table.w_jerrycan")
	case "barricade":
		return l.T("offthedead.table.w_barricade")
	}
	return l.T("offthedead.table.w_adrenaline")
}

// symbolWord names a symbol ("skull") on the table.
func symbolWord(l scenes.Lang, s string) string {
	switch s {
	case "skull":
		return l.T("offthedead.table.skull")
	case "hand":
		return l.T("offthedead.table.hand")
	}
	return l.T("offthedead.table.biohazard")
}

func num(n int) string { return strconv.Itoa(n) }

// catalog is the game's data, loaded once.
var catalog = func() *offthedead.Catalog {
	c, err := offthedead.Load()
	if err != nil {
		return &offthedead.Catalog{}
	}
	return c
}()

func itemMeta(id string) *offthedead.Item {
	for i := range catalog.Items {
		if catalog.Items[i].ID == id {
			return &catalog.Items[i]
		}
	}
	return nil
}

func survivorMeta(id string) *offthedead.Survivor {
	for i := range catalog.Survivors {
		if catalog.Survivors[i].ID == id {
			return &catalog.Survivors[i]
		}
	}
	return nil
}

// itemName is an item's name as a line says it.
func itemName(l scenes.Lang, id string) string {
	return strings.ReplaceAll(itemCardName(l, id), softHyphen, "")
}

// itemCardName is an item's name as the catalogs write it, with the soft
// hyphens where a card's header may break a long word.
func itemCardName(l scenes.Lang, id string) string {
	if itemMeta(id) == nil {
		return id
	}
	return l.T("offthedead.item." + id + ".name")
}

// itemThe names an item as a sentence does after a verb: "the Axe".
func itemThe(l scenes.Lang, id string) string {
	if itemMeta(id) == nil {
		return id
	}
	return l.T("offthedead.item." + id + ".the")
}

func itemText(l scenes.Lang, id string) string {
	if itemMeta(id) == nil {
		return ""
	}
	return l.T("offthedead.item." + id + ".text")
}

func survivorName(l scenes.Lang, id string) string {
	if survivorMeta(id) == nil {
		return id
	}
	return l.T("offthedead.survivor." + id + ".name")
}

func abilityName(l scenes.Lang, id string) string {
	if survivorMeta(id) == nil {
		return ""
	}
	return l.T("offthedead.survivor." + id + ".ability")
}

func abilityText(l scenes.Lang, id string) string {
	if survivorMeta(id) == nil {
		return ""
	}
	return l.T("offthedead.survivor." + id + ".ability_text")
}

func quoteMeta(q int) *offthedead.Quote {
	if q < 0 || q >= len(catalog.Quotes) {
		return nil
	}
	return &catalog.Quotes[q]
}

func quoteName(l scenes.Lang, q int) string {
	m := quoteMeta(q)
	if m == nil {
		return ""
	}
	return l.T("offthedead.quote." + m.ID + ".name")
}

func quoteText(l scenes.Lang, q int) string {
	m := quoteMeta(q)
	if m == nil {
		return ""
	}
	return l.T("offthedead.quote." + m.ID + ".text")
}

// eventName and eventText are event id's name and text.
func eventName(l scenes.Lang, id string) string {
	return l.T("offthedead.event." + id + ".name")
}

func eventText(l scenes.Lang, id string) string {
	return l.T("offthedead.event." + id + ".text")
}

func eventMeta(id string) *offthedead.Event {
	for i := range catalog.Events {
		if catalog.Events[i].ID == id {
			return &catalog.Events[i]
		}
	}
	return nil
}

// symbolIndex is the engine's number of a symbol name.
func symbolIndex(s string) int {
	switch s {
	case "skull":
		return 0
	case "hand":
		return 1
	case "biohazard":
		return 2
	}
	return -1
}

var symbolNames = [3]string{"skull", "hand", "biohazard"}

// symbolIcon is the icon of a symbol.
func symbolIcon(i int) string {
	switch i {
	case 0:
		return "death-skull"
	case 1:
		return "evil-hand"
	}
	return "biohazard"
}

// itemIcon is the icon of an item.
func itemIcon(id string) string {
	switch id {
	case "adrenaline":
		return "medical-pack"
	case "barricade":
		return "barricade"
	case "magazine":
		return "bullets"
	case "colt":
		return "revolver"
	case "axe":
		return "fire-axe"
	case "jerrycan":
		return "gas-pump"
	case "toy":
		return "robot-golem"
	case "mp5":
		return "winchester-rifle"
	case "chainsaw":
		return "chainsaw"
	case "wave":
		return "raise-zombie"
	case "goggles":
		return "eyeball"
	}
	return "backpack"
}

// buttonLabel names the button of an action no piece stands for.
func buttonLabel(l scenes.Lang, x game.Action, v *offthedead.View) string {
	op, _, b := offthedead.DecodeAction(x)
	switch op {
	case offthedead.OpPass:
		return l.T("offthedead.table.b_pass")
	case offthedead.OpEnd:
		return l.T("offthedead.table.b_end")
	case offthedead.OpAbility:
		if v != nil && v.ToAct >= 0 && v.ToAct < len(v.Players) {
			target := "—"
			if b >= 0 && b < len(v.Players) {
				target = survivorName(l, v.Players[b].Survivor)
			}
			return l.F("offthedead.table.b_ability", "ability", abilityName(l, v.Players[v.ToAct].Survivor), "target", target)
		}
	}
	return ""
}

// rulesText is the rules summary of the rules panel.
func rulesText(l scenes.Lang) string { return l.T("offthedead.rules.text") }
