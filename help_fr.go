package main

import (
	"strings"

	"gametree/internal/msg"
)

// frenchDescriptions is the French of each command's description, the
// longest texts of the help, keyed by the English of the command's file
// (treeHelp in cmd_tree.go) so that the English is written once; the
// catalog takes them at start (TestHelpCatalog checks that every text of
// the help has its French). The examples, commands that do not change
// with the language, are the English description's (frenchDescription).
var frenchDescriptions = map[string]string{
	"far from the end: slow": "loin de la fin : lent",
	quizDescription: `Montre un arbre à trous et demande, nœud par nœud, les enfants d'abord, la
valeur minimax de chaque nœud interne ; puis les feuilles que l'alpha-bêta
n'évalue jamais (la recherche de gametree tree : enfants de gauche à
droite, fail-soft) ; avec --ask windows, la fenêtre [alpha, bêta] avec
laquelle on entre dans chaque nœud. Chaque réponse est corrigée aussitôt :
une réponse fausse reçoit la bonne et sa raison. Une note clôt la séance.
Tapez ? pour voir une réponse (elle compte comme fausse), q pour arrêter.

L'arbre est un arbre de manuel (--leaves), un arbre d'Othello (--moves,
--board, --position ou --size, avec --depth et --eval ; ses nœuds sont
nommés par leurs coups depuis la racine, tel f4c3), ou sinon un arbre
aléatoire de --depth demi-coups (3) et --branching enfants (2), aux
feuilles de 0 à 20, tiré de --seed (une graine au hasard, affichée,
quand aucune n'est donnée : partagez-la pour partager l'arbre).

Les noms : les nœuds internes A, B, C, ... niveau par niveau (comme les
étiquette gametree tree) ; une feuille porte le nom de son parent et son
numéro d'enfant, comme dans la figure 5.2 d'AIMA (B1, B2, B3).
gametree tree --names dessine ces noms.

--answers FICHIER corrige un fichier de réponses au lieu de poser les
questions : des lignes "B 3" (la valeur du nœud interne B), "pruned C2 C3"
(les feuilles jamais évaluées ; une ligne "pruned" sans noms dit qu'il n'y
en a aucune), "window C 3 +inf" (avec --ask windows), des commentaires #
et des lignes vides. La commande écrit la note et les erreurs, ou avec
--json {"score", "total", "mistakes": [{"node", "kind", "expected", "got",
"why"}]}, les erreurs en ordre préfixe, une réponse manquante avec
"got": null. La correction sort avec 0 quelle que soit la note ; un
fichier mal formé sort avec 1, en nommant son fichier et sa ligne.

--sheet N écrit N exercices sur des arbres aléatoires (graines S, S+1, ...)
et, sur des pages à part, leur corrigé : -o sheet.pdf (dessiné en Go, sans
LaTeX) ou -o sheet.tex (pour pdflatex, avec forest).`,
	compareHelp: `Lance, à chaque profondeur, minimax ; l'alpha-bêta avec les ordres
naturel, statique, eval et parfait ; l'alpha-bêta fail-soft ; PVS
(NegaScout) et l'alpha-bêta par approfondissement itératif avec une table
de transposition (tous deux avec l'ordre eval sur les arbres d'Othello).
Chaque ligne donne les nœuds visités (racine comprise), les feuilles
évaluées, les coupures, la valeur de la racine et le meilleur coup, les
secondes et les nœuds en part de ceux de minimax. Une seconde table donne
l'arbre minimal de Knuth et Moore, b^ceil(d/2) + b^floor(d/2) - 1 feuilles
avec b le facteur de branchement moyen (b^d est le nombre de feuilles de
l'arbre complet), à côté des feuilles de l'ordre parfait : l'ordre parfait
approche l'arbre minimal, et dans les arbres irréguliers une réfutation
moins chère que le meilleur coup peut même passer en dessous.

Les recherches se font au fil de l'eau : aucun arbre n'est gardé, si bien
que la profondeur est bornée par le temps (sur une machine de portable à 2
cœurs, les profondeurs 1 à 10 depuis le début en 8x8 prennent environ 8
secondes, la profondeur 11 seule environ une minute ; les profondeurs vont
jusqu'à 12) et par la mémoire de l'ordre parfait et de la table de
transposition (--max-memory). Chaque profondeur est chiffrée avant d'être
lancée, d'après les profondeurs d'avant (lancées pour cela seul, sous la
première demandée, tant qu'elles coûtent peu) : celle qui mènerait la
comparaison au-delà de --max-time (10 minutes par défaut) est refusée, avec
les lignes déjà finies (chaque nombre de --mcts de même). La valeur de la
racine doit être la même pour chaque algorithme ; sinon, compare le dit et
échoue. Les secondes de l'ordre parfait ne comptent pas la recherche
complète qui trouve les vraies valeurs selon lesquelles il ordonne. Ctrl-C
arrête le travail, écrit les lignes finies et sort avec 130. La sortie
d'erreur dit la profondeur et la recherche en cours : au fil de l'eau sur un
terminal, toutes les 5 secondes ailleurs. Les moyennes sur plusieurs
positions sont écrites avec 2 décimales en texte et en CSV.

Sur un jeu à information cachée (--game kuhn), compare fait tourner CFR et
CFR+ côte à côte jusqu'à --iterations N : l'exploitabilité et la valeur de
la stratégie moyenne de chacun à 1, 2, 5, 10, 20, ... itérations, à côté de
la moyenne sur la clairvoyance, qu'aucune itération n'approche.`,
	gtpHelp: `Parle le Go Text Protocol comme les moteurs d'Othello (GRhino et Edax
l'acceptent ; des interfaces telles que Quarry le pilotent) :
protocol_version, name, version, known_command, list_commands, boardsize,
clear_board, play b|w COUP|pass, genmove b|w, undo, showboard,
final_score, quit. Les réponses sont "= résultat" ou "? erreur", suivies
chacune d'une ligne vide. Les plateaux vont de 4x4 à 16x16. Une passe
forcée de l'autre camp se joue d'elle-même avant play ou genmove.`,
	matchHelp: `Joue N parties entre deux joueurs, comme l'arbitre du rapport Prolog en
6x6. --swap joue chaque ouverture deux fois en échangeant les couleurs ;
--openings K fait partir les parties d'ouvertures légales au hasard de K
demi-coups, tirées avec --seed. Le compte rendu donne, pour chaque joueur :
victoires, défaites, nulles, l'écart moyen de pions, le temps moyen et le
plus long par coup, et les nœuds par seconde des joueurs qui cherchent. La
même graine donne les mêmes parties quand les joueurs sont déterministes
(random tire aussi de la graine). --games-out écrit chaque partie notée.

Avec --game tictactoe, connect4 ou nim, de même entre les joueurs de ce jeu
(--black joue X, qui joue en premier ; random, minimax:D, alphabeta:D,
ai:easy|medium|hard|perfect) ; la table donne le résultat moyen (+1 une
victoire, 0 une nulle, -1 une défaite) au lieu de l'écart de pions.`,
	horizonHelp: `Joue des parties au hasard tirées d'une graine (--games, --seed) d'un jeu
qui a un test de calme (Othello : un coin libre ; Puissance 4 : un
alignement à faire ou à bloquer) et, à chacune de leurs positions, cherche
de trois façons côte à côte : minimax à --depth D, la même avec une
recherche de calme --quiescence N demi-coups au-delà de D, et minimax à
D + 2. Elle donne les positions où la profondeur fixe a été trompée par son
horizon : son coup n'est pas celui de la recherche plus profonde, qui lui
donne moins, alors que la recherche de calme joue le coup de la recherche
plus profonde ; chacune avec les trois coups, valeurs et nombres de nœuds
(AIMA 4e édition, section 5.3.2). Elle s'arrête après --count positions.`,
	perftHelp: `Compte les positions atteintes en exactement N demi-coups. Une passe
forcée est un demi-coup (un seul enfant, l'autre camp au trait). Une
partie qui finit avant la profondeur N n'est pas une feuille ; ces fins de
partie sont comptées et données à part. --depth va de 0 à 30 ; en 8x8, la
profondeur 11 prend environ une demi-seconde, et chaque demi-coup de plus
environ huit fois plus. Ctrl-C arrête le compte et sort avec 130.`,
	playHelp: `Joue une partie dans le terminal (--game, Othello par défaut), depuis son
début ou n'importe quelle position : contre l'ordinateur, contre une autre
personne, ou deux programmes l'un contre l'autre. Après chaque coup, elle
montre le plateau (coups légaux marqués), le camp qui a le trait, les coups
joués et les coups légaux ; un coup forcé (la passe d'Othello) est annoncé
et joué.

Une personne tape un coup dans la notation du jeu (d3, b2, d, 2:3, roll) ou
une commande : hint (conseil), undo (annuler), moves (coups), tree (la
dernière recherche de l'ordinateur en arbre), tree FICHIER.svg, save
FICHIER, quit, help. À la fin : le score, le gagnant et la partie notée.
--record FICHIER enregistre la partie (une partie notée, ou le format propre
au jeu, tel que GGF pour un nom en .ggf) ; --resume FICHIER en reprend une.

--black est le premier joueur (Noir à Othello, X aux autres), --white le
second. Une recherche à une profondeur prend la profondeur, et l'évaluation
où le jeu en a plusieurs (minimax:3, alphabeta:4:mixed) ; ai:easy, ai:medium
et ai:hard cherchent aux profondeurs propres au jeu ; ai:expert est le
moteur propre d'un jeu (celui d'Othello : PVS par approfondissement itératif
avec une table de transposition, dans --time par coup, exact à partir de 18
cases vides) ; ai:perfect cherche jusqu'à la fin là où l'arbre le permet ;
gtp:COMMANDE est un moteur externe qui parle GTP, tel que
gtp:/usr/games/gtp-rhino -l 1.`,
	serveHelp: `Sert cinq pages sur un serveur web local, par le même code que les
commandes : /play (jouer une partie, ouvrir la recherche de l'ordinateur
pour son coup), /tree (l'arbre annoté de gametree tree, à déplacer,
zoomer, replier et cliquer), /step (la recherche un événement à la fois,
comme gametree step), /compare (les nombres de nœuds de gametree compare)
et /quiz (les exercices de gametree quiz, répondus sur l'arbre et notés).
L'état de chaque page est dans son URL, avec les noms des options des
commandes : /tree?moves=f5d6&depth=3&algo=minimax est un lien à
distribuer. Les pages utilisent une API JSON sous /api/ (docs/web.md).

Par défaut, le serveur n'écoute que l'adresse locale ; une autre adresse
(une salle de TP) est servie à tout le réseau. Chaque requête arrête son
travail après --timeout, dessins compris, et aucun arbre de plus de
--max-nodes nœuds n'est construit. Les requêtes se partagent une mémoire,
--max-memory : chacune réserve son estimation et un cœur avant de
commencer, et les attend au plus 10s avant de recevoir 503 (le serveur est
occupé) ; les petites requêtes n'attendent jamais. Les clients lents ou
inactifs sont coupés, et au plus --max-connections sont servis à la fois.
Ctrl-C arrête le serveur : les requêtes qu'il interrompt reçoivent 503.`,
	showHelp: `Écrit le texte d'une position. Ce texte est lui-même une entrée valide :
enregistrez-le et relisez-le avec --position FICHIER.`,
	solveHelp: `Calcule le résultat exact de la position quand les deux camps jouent
parfaitement : l'écart final de pions pour le camp qui joue, les cases
vides comptées au gagnant (la convention de la suite de tests FFO et
d'Edax), un meilleur coup, la variation principale jusqu'à la fin de la
partie (passes comprises) et les nœuds parcourus. --ties trouve chaque
meilleur coup, pas un seul (une recherche de plus pour chaque coup qui
peut égaler le meilleur) ; --all donne le score exact de chaque coup
légal, le meilleur d'abord, comme les listes de réponses FFO.

La recherche est un solveur de finales dédié, sur bitboards
(docs/solve.md) : avec 20 cases vides, il lui faut environ une
demi-seconde, et chaque case vide de plus multiplie ce temps par deux ou
trois. Les plateaux
jusqu'à 8x8 se résolvent à tout moment (4x4 et 6x6 depuis le début) ; les
plus grands avec au plus 14 cases vides. La table de transposition prend
--hash mégaoctets, jamais plus. Sur un terminal, la sortie d'erreur montre
l'avancement. Ctrl-C écrit le meilleur coup trouvé jusque-là (non prouvé)
et sort avec 130.

--game pig résout le jeu de dés Pig en entier par itération sur les
valeurs (Neller et Presser, 2004) : la probabilité de gagner du premier
joueur quand les deux jouent parfaitement, celle de la position donnée et
son meilleur coup, et la forme de la stratégie (le total du tour auquel
garder, selon les deux scores) ; -o FICHIER.svg la dessine en carte, --json
donne la table entière (docs/games.md).

--game kuhn trouve l'équilibre du poker de Kuhn, un jeu à information
cachée, par minimisation du regret contrefactuel (--algo cfr+, par défaut,
ou cfr ; --iterations N) : la valeur du premier joueur (-1/18 par donne)
avec sa précision (l'exploitabilité, par une meilleure réponse exacte), la
stratégie de chaque ensemble d'information, et la moyenne sur la
clairvoyance à côté ; --plot FICHIER.svg dessine l'exploitabilité de CFR et
CFR+ selon les itérations.`,
	stepHelp: `Rejoue la recherche de gametree tree (mêmes options) comme une suite
d'événements : enter (l'entrée dans un nœud, avec sa fenêtre alpha-bêta),
pass (l'entrée dans une passe), leaf (une feuille évaluée), game_over (une
fin de partie évaluée), update (un enfant a déplacé alpha ou bêta), cutoff
(alpha >= bêta : les enfants restants sont élagués) et return (une valeur
rendue au parent, avec sa borne). Avec --algo mcts, les quatre phases de
chaque itération de la recherche arborescente Monte-Carlo : select (à chaque
niveau, le Q + U = score de chaque enfant et celui choisi), expand (le nœud
ajouté), simulate (la partie simulée, non ajoutée à l'arbre) et backpropagate
(les visites et les gains comptés le long du chemin) ; g N va alors à
l'itération N, et --iterations vaut au plus 1000.

Sur un terminal, c'est interactif : chaque écran montre le pas, le chemin
depuis la racine, l'événement en une phrase, la fenêtre, le plateau du nœud
courant et l'arbre jusque-là, ajustés au terminal (80 x 24 au moins) :
l'arbre montre la partie autour du nœud courant, avec « … N de plus » pour
le reste, et le plateau s'efface le premier quand la place manque. Les
commandes (puis Entrée) : Entrée ou n suivant, p retour, c jusqu'à la fin,
g N aller au pas N, b montrer ou cacher le plateau, q quitter, ? aide. Le
retour en arrière est exact : les événements sont enregistrés, pas
recalculés. --interactive force ce mode quand l'entrée standard n'est pas
un terminal (scripts, tests).

Quand l'entrée standard n'est pas un terminal, ou avec --trace, la commande
écrit toute la trace en table (pas, chemin, événement, alpha, bêta, valeur)
au --format text, md, csv, tex ou json. --frames DOSSIER écrit un SVG par
pas (step-0001.svg, ...) et un index.html qui les fait défiler avec les
flèches du clavier.

Ses valeurs par défaut diffèrent exprès de celles de tree : profondeur 2 et
non 3 (depuis le début, une recherche de profondeur 2 fait 36 pas, de
profondeur 3, 114, et 221 après f5d6c3), et --max-nodes 5000 et non 100000
(les événements enregistrés d'un nœud prennent environ quatre fois la
mémoire d'un nœud dessiné). Donnez --depth 3 pour l'arbre de tree.

Sur un jeu à information cachée (--game kuhn), la commande écrit CFR+ (ou --algo
cfr) itération par itération, en texte ou en JSON (--iterations N, 3 par
défaut, au plus 100) : les mises à jour des ensembles d'information à
chaque parcours, la stratégie jouée, la valeur contrefactuelle de chaque
coup, les regrets et la stratégie suivante, puis l'exploitabilité de la
stratégie moyenne. Sur un terminal (ou avec --interactive), elle avance d'un
parcours par écran : Entrée ou n suivant, p retour, c jusqu'à la fin, g N à
l'itération N, q quitter.`,
	trainHelp: `L'évaluation par motifs (--eval pattern, et le joueur expert) additionne
un poids pour l'état de chaque ligne et de chaque région de coin du
plateau. Ses poids sont ajustés par moindres carrés pour prédire l'écart
final de pions des positions de parties d'entraînement. Les deux étapes
sont déterministes : les mêmes options donnent les mêmes octets.
docs/train.md donne les commandes qui ont fait les poids livrés avec
gametree, et ce qu'ils mesurent.

Les ajustements de ProbCut (train probcut) sont faits sur des positions
d'autoparties, cherchées à chaque hauteur ; docs/probcut.md donne les
commandes qui ont fait ceux livrés avec gametree.`,
	trainAZHelp: `PUCT (--algo puct, ai:puct) est la recherche d'AlphaZero : une recherche
arborescente Monte-Carlo guidée par un réseau, qui donne à chaque nouveau nœud
la probabilité a priori de chaque coup et une valeur au lieu d'une simulation.
Cette commande entraîne ce réseau comme AlphaZero, à la taille d'un portable :
chaque génération joue --games parties contre lui-même par PUCT avec le réseau
du moment (--simulations par coup, un bruit de Dirichlet à la racine, les
premiers coups tirés en proportion des visites), puis ajuste le réseau (deux
couches cachées) aux visites et aux résultats par --steps pas de descente de
gradient, chaque position tournée par les symétries du plateau. Il est chiffré
avant de commencer, dit où il en est, et mesure le réseau toutes les --every
générations contre --against. Les mêmes options donnent les mêmes octets (les
fils n'y changent rien). docs/az.md donne les commandes des réseaux que
gametree livre.

Exemples :
   gametree train az --game tictactoe --generations 300 -o ttt.az --plot ttt.svg
   gametree train az --game connect4 --generations 300 -o c4.az
   gametree tree --game tictactoe --algo puct --net ttt.az --iterations 50`,
	trainProbCutHelp: `ProbCut (Buro 1995) élague en avant : à un nœud à h demi-coups de la
limite, une recherche de h-2 demi-coups qui vaut v prédit la valeur
profonde a*v + b, avec une erreur sigma, et le nœud est coupé quand la
prédiction tombe hors de la fenêtre d'assez pour la confiance demandée
(--algo probcut --confidence P). Cette commande fait ces droites : elle
joue --positions autoparties tirées de la graine (un coup sur quatre au
hasard, les autres le meilleur selon l'évaluation), garde de chacune une
position à un demi-coup tiré dans --plies, la cherche par l'alpha-bêta à
chaque hauteur de 0 (l'évaluation) à --heights, et ajuste chaque hauteur
par moindres carrés, du point de vue du camp qui joue. Une position dont
les recherches atteignent la fin de la partie est écartée : l'ajustement
mesure l'évaluation. Le fichier contient les ajustements et les coups et
valeurs de chaque position, pour que chacun puisse les vérifier ; les
mêmes options donnent les mêmes octets. Donnez votre propre ajustement aux
recherches avec --fit FICHIER.`,
	trainGamesHelp: `Joue des parties en 8x8 : les premiers demi-coups au hasard (un nombre
tiré pour chaque partie entre les deux de --random), puis à chaque coup le
meilleur d'une recherche de --depth demi-coups avec --eval, et à partir de
--exact cases vides une ligne de jeu parfait du solveur de finales, si bien
que chaque partie se termine sur son résultat exact. Écrit une partie
notée par ligne (compressée en gzip quand FICHIER finit par .gz), après
des lignes de commentaire qui donnent les options. La partie i ne dépend
que de --seed et de i.`,
	trainFitHelp: `Lit les fichiers de parties (tels que train games les écrit, compressés
ou non) et ajuste, phase par phase (4 cases vides par phase), le poids de
chaque état de chaque motif, pour que leur somme prédise l'écart final de
pions du camp qui joue dans les positions des parties : une régression
ridge (--lambda) résolue par le gradient conjugué. Chaque phase est
ajustée sur ses positions et sur celles des phases voisines. Avec
--holdout K, une partie sur K est gardée hors de l'ajustement et l'erreur
est mesurée aussi sur ses positions. Écrit l'erreur phase par phase et
les poids dans POIDS ; pour jouer avec eux, copiez-les dans
othello/pattern.gz et reconstruisez gametree.`,
	treeHelp: `Construit l'arbre explicite des états de profondeur N depuis une position
(ou un arbre de manuel donné par les valeurs de ses feuilles), le parcourt,
et dessine chaque nœud avec sa valeur et sa borne, sa fenêtre alpha-bêta à
l'entrée et au retour, son numéro de visite, les coupures, les sous-arbres
élagués et la variation principale.

Le format suit l'extension de -o quand --format n'est pas donné (.txt,
.dot, .svg, .png, .pdf, .json) ; sans -o, l'arbre va en texte sur la sortie
standard. Un fichier est écrit en entier ou pas du tout. Un arbre de plus
de --max-nodes nœuds est refusé avant d'être construit, de même qu'un arbre
dont les nœuds pourraient prendre plus que --max-memory ; en alpha-bêta,
--view visited ou --view pv ne construit que ce que la recherche visite, ce
qui permet d'aller plus profond. Ctrl-C arrête le travail et sort avec 130.

Des dessins pour une page : --page a4 (par défaut pour le PDF) ou letter
met le dessin à la largeur du texte de la page, avec un texte d'au moins
6 pt dans les nœuds ; sauf si --layout ou --labels est donné, il essaie de
haut en bas, puis de gauche à droite, avec les étiquettes complètes, puis
compactes (les fenêtres dans une table par numéro de visite). Un arbre qui
ne tient toujours pas est découpé : une vue d'ensemble de la racine et de
ses coups, puis une page par sous-arbre, titrée par son chemin (en SVG et
en PNG, un fichier chacune : -o tree-%d.svg). Une note sur la sortie
d'erreur dit ce qui a été fait.`,
}

func init() { msg.AddFrench(frenchDescriptions) }

// specPlaceholders write the placeholders of the players' specs in French
// (minimax:PROFONDEUR), as the flags' help writes them.
var specPlaceholders = strings.NewReplacer("DEPTH", "PROFONDEUR", "LEVEL", "NIVEAU", "ITERATIONS", "ITÉRATIONS", "COMMAND", "COMMANDE", " or ", " ou ")

// frenchDescription writes a command's description d in French: its text
// from the catalog, the players of each game where it lists them
// (withPlayers), then the examples of the English one.
func frenchDescription(d string) string {
	// The players of each game (withPlayers), written from the registry:
	// their heading in French, the players in their notation.
	players := ""
	if head, rest, ok := strings.Cut(d, "\n\n"+playersHeading); ok {
		list, examples, _ := strings.Cut(rest, "\n\nExamples:\n")
		players = "\n\n" + msg.Fr.Word(strings.TrimSuffix(playersHeading, "\n")) + "\n" + specPlaceholders.Replace(list)
		d = head + "\n\nExamples:\n" + examples
	}
	fr := msg.Fr.Word(d) + players
	if _, examples, ok := strings.Cut(d, "\n\nExamples:\n"); ok {
		lines := strings.Split(examples, "\n")
		for i, l := range lines {
			// A comment after an example is a sentence.
			if cmd, note, ok := strings.Cut(l, "# "); ok {
				lines[i] = cmd + "# " + msg.Fr.Word(note)
			}
		}
		fr += "\n\nExemples :\n" + strings.Join(lines, "\n")
	}
	return fr
}
