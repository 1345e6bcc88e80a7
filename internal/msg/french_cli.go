package msg

// frenchCLI is the French of the command line's own sentences: its
// errors (flags it cannot parse, files it cannot read or write) and its
// help (every command's usage, syntax and description, every flag's help,
// default and group). Keys and translations follow the rules of french;
// init adds them to it.
var frenchCLI = map[string]string{
	// Flags the command line cannot parse.
	"unknown flag --%s":                "option inconnue --%s",
	"--%s needs a value":               "--%s demande une valeur",
	"true or false":                    "true ou false",
	"a whole number":                   "un nombre entier",
	"a whole number from 0":            "un nombre entier à partir de 0",
	"a duration such as 30s or 500ms":  "une durée telle que 30s ou 500ms",
	"a number":                         "un nombre",
	"a valid value":                    "une valeur valide",
	"%s: %v (see gametree %s --help)":  "%s : %v (voir gametree %s --help)",
	"%v (see gametree --help)":         "%v (voir gametree --help)",
	"unknown command %q; commands: %s": "commande inconnue %q ; les commandes : %s",
	"--lang %q: want en or fr":         "--lang %q : il faut en ou fr",
	"%s: unexpected argument %q; this command takes flags only (see gametree %s --help)":                                   "%s : argument inattendu %q ; cette commande ne prend que des options (voir gametree %s --help)",
	"--format %s writes binary data; give -o FILE.%s":                                                                      "--format %s écrit des données binaires ; donnez -o FICHIER.%s",
	"--trace and --interactive ask for two different outputs; give one of them":                                            "--trace et --interactive demandent deux sorties différentes ; donnez l'une des deux",
	"-o writes a sheet; give --sheet N too":                                                                                "-o écrit une feuille d'exercices ; donnez aussi --sheet N",
	"--json prints a grade; give --answers FILE too":                                                                       "--json écrit une note ; donnez aussi --answers FICHIER",
	"--answers grades a given tree: give the exercise's --seed (with its --depth and --branching), --leaves or a position": "--answers corrige un arbre donné : donnez la --seed de l'exercice (avec sa --depth et son --branching), --leaves ou une position",
	"--answers %s: %w": "--answers %s : %w",
	"--answers %s: is a folder; give the answer file":                                                              "--answers %s : c'est un dossier ; donnez le fichier des réponses",
	"--timeout %s: want a positive duration such as 30s":                                                           "--timeout %s : il faut une durée positive telle que 30s",
	"--max-memory %s: want at least 64MiB":                                                                         "--max-memory %s : il faut au moins 64MiB",
	"--addr %s: the address is in use (another gametree serve?); give another port, such as --addr 127.0.0.1:8081": "--addr %s : l'adresse est déjà prise (un autre gametree serve ?) ; donnez un autre port, tel que --addr 127.0.0.1:8081",
	"--addr %s: cannot listen there: %w":                                                                           "--addr %s : impossible d'écouter à cette adresse : %w",
	"no %s here":                                                                                                   "pas de %s sur cette machine",
	"%s failed: %s":                                                                                                "%s a échoué : %s",
	"no display: DISPLAY and WAYLAND_DISPLAY are unset":                                                            "pas d'écran : DISPLAY et WAYLAND_DISPLAY ne sont pas définies",
	"train fit: %s after the games files is not read as a flag; give the flags first, such as: gametree train fit -o pattern.gz games.txt.gz": "train fit : %s, après les fichiers de parties, n'est pas lu comme une option ; donnez d'abord les options, par exemple : gametree train fit -o pattern.gz games.txt.gz",

	// Files.
	"cannot read %s: %w": "impossible de lire %s : %w",
	"reading %s: %w":     "en lisant %s : %w",
	"%s holds more than %d MiB; gametree reads positions, trees and weights much smaller than that": "%s dépasse %d MiB ; gametree lit des positions, des arbres et des poids bien plus petits",
	"%s: %w":                            "%s : %w",
	"%s: cannot write there: %w":        "%s : impossible d'écrire à cet endroit : %w",
	"%s: is a file; give a folder":      "%s : c'est un fichier ; donnez un dossier",
	"is a folder; give a file name":     "c'est un dossier ; donnez un nom de fichier",
	"too many levels of symbolic links": "trop de niveaux de liens symboliques",
	// The system's reasons (syscall.Errno), as the system writes them.
	"no such file or directory":       "fichier ou dossier introuvable",
	"permission denied":               "permission refusée",
	"is a directory":                  "c'est un dossier",
	"not a directory":                 "ce n'est pas un dossier",
	"file exists":                     "le fichier existe déjà",
	"no space left on device":         "plus de place sur le disque",
	"read-only file system":           "système de fichiers en lecture seule",
	"file name too long":              "nom de fichier trop long",
	"operation not permitted":         "opération non permise",
	"address already in use":          "adresse déjà utilisée",
	"cannot assign requested address": "impossible d'attribuer l'adresse demandée",
	"too many open files":             "trop de fichiers ouverts",
	"input/output error":              "erreur d'entrée-sortie",
	"broken pipe":                     "tube rompu",
}
