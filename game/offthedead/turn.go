package offthedead

import (
	"zombietable/game"
	"zombietable/i18n"
)

// TurnOf is the seat of the survivor whose turn it is (game.TurnHolder): the seat to
// act differs from it while another survivor decides in an ability's window.
func (s *State) TurnOf() game.Seat {
	if s.Done {
		return game.Nobody
	}
	return s.seatOf(s.Active)
}

// TurnTitle names the set-up while the team is chosen (game.TurnTitler), so
// that the log heads the choices together and counts the turns from the
// first; otherwise it is empty and the log heads each survivor's turn.
func (s *State) TurnTitle(lang string) string {
	if s.Picks == 0 {
		return ""
	}
	return i18n.ByCode(lang).T("offthedead.log.setup")
}
