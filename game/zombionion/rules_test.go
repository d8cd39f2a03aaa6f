package zombionion

import "testing"

// One test per rulebook passage; each plays its block of testdata/scenarios.txt.

func TestFaseAzioneUnaSolaAzione(t *testing.T) { runScenario(t) }

func TestFaseAzioneFacoltativa(t *testing.T) { runScenario(t) }

func TestFaseCacciaColpi(t *testing.T) { runScenario(t) }

func TestFaseCacciaAcquistoGiocaLeMirare(t *testing.T) { runScenario(t) }

func TestFaseCacciaNienteMirareDopoAcquisto(t *testing.T) { runScenario(t) }

func TestPuliziaNonMescolaFinoAlBisogno(t *testing.T) { runScenario(t) }

func TestPescareMescolandoGliScarti(t *testing.T) { runScenario(t) }

func TestPescareQuanteDisponibili(t *testing.T) { runScenario(t) }

func TestFineDelGiocoMoltiPiuZombi(t *testing.T) { runScenario(t) }

func TestFineDelGiocoTrePile(t *testing.T) { runScenario(t) }

func TestFineDelGiocoAllaFineDelTurno(t *testing.T) { runScenario(t) }

func TestDueSoleUnaPilaVuotaNonFinisce(t *testing.T) { runScenario(t) }

func TestPareggioVinceChiHaGiocatoMenoTurni(t *testing.T) { runScenario(t) }

func TestPareggioStessiTurniVinconoEntrambi(t *testing.T) { runScenario(t) }

func TestAiutarsiContaLeAzioni(t *testing.T) { runScenario(t) }

func TestBarricataComeAzione(t *testing.T) { runScenario(t) }

func TestBarricataControSciameDiZombi(t *testing.T) { runScenario(t) }

func TestBarricataQuandoUnAltroGiocatoreGiocaUnaCartaAttacco(t *testing.T) { runScenario(t) }

func TestCartaNonSceltaNonVerraUtilizzata(t *testing.T) { runScenario(t) }

func TestBarricataMostrandolaDallaTuaMano(t *testing.T) { runScenario(t) }

func TestBarricataRegole2ChiedeATutti(t *testing.T) { runScenario(t) }

func TestBarricataManoVuotaNonInterpellata(t *testing.T) { runScenario(t) }

func TestBarricataManoGiaMostrataNonInterpellata(t *testing.T) { runScenario(t) }

func TestBarricataNonRivelata(t *testing.T) { runScenario(t) }

func TestBarricataControPianoSuperiore(t *testing.T) { runScenario(t) }

func TestBarricataControFugaRapida(t *testing.T) { runScenario(t) }

func TestBarricataControRicognizione(t *testing.T) { runScenario(t) }

func TestBarricataControIspezione(t *testing.T) { runScenario(t) }

func TestCopertura(t *testing.T) { runScenario(t) }

func TestCoraggio(t *testing.T) { runScenario(t) }

func TestDeposito(t *testing.T) { runScenario(t) }

func TestDepositoSenzaColpiAggiuntivi(t *testing.T) { runScenario(t) }

func TestTatticaSuDeposito(t *testing.T) { runScenario(t) }

func TestDepositoSenzaCarteDaPrendere(t *testing.T) { runScenario(t) }

func TestEsca(t *testing.T) { runScenario(t) }

func TestEscaScartiMescolati(t *testing.T) { runScenario(t) }

func TestFucileAPompa(t *testing.T) { runScenario(t) }

func TestFugaRapida(t *testing.T) { runScenario(t) }

func TestFugaRapidaMazzoVuoto(t *testing.T) { runScenario(t) }

func TestFugaRapidaManoSenzaVittoria(t *testing.T) { runScenario(t) }

func TestFurbizia(t *testing.T) { runScenario(t) }

func TestIspezione(t *testing.T) { runScenario(t) }

func TestIspezioneCarteNonScelteRestanoNelCestino(t *testing.T) { runScenario(t) }

func TestIspezioneUnaSolaCartaRimasta(t *testing.T) { runScenario(t) }

func TestIspezioneSenzaMirare(t *testing.T) { runScenario(t) }

func TestMaverickContaLeAzioni(t *testing.T) { runScenario(t) }

func TestMolotov(t *testing.T) { runScenario(t) }

func TestMunizioni(t *testing.T) { runScenario(t) }

func TestNascondiglio(t *testing.T) { runScenario(t) }

func TestNascondiglioMescolaSenzaLeCarteMesseDaParte(t *testing.T) { runScenario(t) }

func TestNascondiglioSetteCarte(t *testing.T) { runScenario(t) }

func TestNascondiglioLeAzioniTenuteRestanoInMano(t *testing.T) { runScenario(t) }

func TestPianoSuperiore(t *testing.T) { runScenario(t) }

func TestPianoSuperioreGiocatoriAttaccatiScartanoAncheSenzaScelta(t *testing.T) { runScenario(t) }

func TestProiettiliEsplosivi(t *testing.T) { runScenario(t) }

func TestProiettiliEsplosiviSenzaPallottola(t *testing.T) { runScenario(t) }

func TestRadioSceglieIlGiocatoreASinistra(t *testing.T) { runScenario(t) }

func TestRadioMazzoCorto(t *testing.T) { runScenario(t) }

func TestRaggrupparsi(t *testing.T) { runScenario(t) }

func TestRaggrupparsiTenereIlMazzo(t *testing.T) { runScenario(t) }

func TestRicarica(t *testing.T) { runScenario(t) }

func TestRicaricaStessaCartaOPiuEconomica(t *testing.T) { runScenario(t) }

func TestRicaricaSenzaMirare(t *testing.T) { runScenario(t) }

func TestRicognizioneOrdine(t *testing.T) { runScenario(t) }

func TestRicognizioneMescolaPerRivelare(t *testing.T) { runScenario(t) }

func TestRifornimento(t *testing.T) { runScenario(t) }

func TestRifornimentoStessaCarta(t *testing.T) { runScenario(t) }

func TestRifornimentoSenzaCarte(t *testing.T) { runScenario(t) }

func TestSacrificio(t *testing.T) { runScenario(t) }

func TestSacrificioFinoAQuattro(t *testing.T) { runScenario(t) }

func TestSciameDiZombiInfezioniInsufficienti(t *testing.T) { runScenario(t) }

func TestSciameDiZombiSenzaInfezioni(t *testing.T) { runScenario(t) }

func TestSurvivors(t *testing.T) { runScenario(t) }

func TestTattica(t *testing.T) { runScenario(t) }

func TestTatticaSuTattica(t *testing.T) { runScenario(t) }

func TestTatticaSuCopertura(t *testing.T) { runScenario(t) }

func TestTatticaSenzaAltreAzioni(t *testing.T) { runScenario(t) }

func TestTuttoXTutto(t *testing.T) { runScenario(t) }

func TestTuttoXTuttoNonMescolareLeRivelate(t *testing.T) { runScenario(t) }

func TestTuttoXTuttoUnaSolaMirare(t *testing.T) { runScenario(t) }
