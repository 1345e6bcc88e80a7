package msg

// frenchLecture is the French of the live lecture: its refusals, its
// questions, its results and its pages.
var frenchLecture = map[string]string{
	// The lecture's refusals.
	"this server holds %d lectures at once, all open: close one, or ask again when one ends":             "ce serveur tient %d cours à la fois, tous ouverts : fermez-en un, ou redemandez quand l'un se termine",
	"no lecture has the code %q: check it with your teacher (a lecture ends when its teacher closes it)": "aucun cours n'a le code %q : vérifiez-le auprès de votre enseignant (un cours se termine quand son enseignant le ferme)",
	"this lecture has ended":                                    "ce cours est terminé",
	"step %d: want a step from 1 to %d":                         "étape %d : il faut une étape de 1 à %d",
	"node %d: want a node's id, or -1 for none":                 "nœud %d : il faut le numéro d'un nœud, ou -1 pour aucun",
	"this lecture admits %d students, and has them all":         "ce cours admet %d étudiants, et les a tous",
	"a nickname has at most %d characters":                      "un pseudo a au plus %d caractères",
	"a nickname holds letters, digits, spaces and - _ . ' only": "un pseudo ne contient que des lettres, des chiffres, des espaces et - _ . '",
	"a question %q: want value, window or pruned":               "une question %q : il faut value, window ou pruned",
	"this lecture's search is not one the quiz grades (Monte Carlo, hidden information and forward pruning are not): it asks no questions": "la recherche de ce cours n'est pas de celles que le quiz corrige (ni Monte Carlo, ni l'information cachée, ni l'élagage en avant) : il ne pose pas de questions",
	"a lecture asks at most %d questions":                                 "un cours pose au plus %d questions",
	"no node %q in this tree":                                             "pas de nœud %q dans cet arbre",
	"this lecture's search is not asked %s questions by the quiz: ask %s": "le quiz ne pose pas de questions %s sur la recherche de ce cours : demandez %s",
	"the quiz of this tree asks no such question of %s: ask the value of an inner node, the window of a node the search visits, or the pruned leaves (of a search that prunes)": "le quiz de cet arbre ne pose pas cette question sur %s : demandez la valeur d'un nœud interne, la fenêtre d'un nœud que la recherche visite, ou les feuilles élaguées (d'une recherche qui élague)",
	"no question is asked: ask one first":                      "aucune question n'est posée : posez-en une d'abord",
	"an answer has at most %d bytes":                           "une réponse a au plus %d octets",
	"you are not in this lecture: join it again with its code": "vous n'êtes pas dans ce cours : rejoignez-le de nouveau avec son code",
	"no question is asked yet":                                 "aucune question n'est encore posée",
	"the answer is shown: wait for the next question":          "la réponse est montrée : attendez la question suivante",
	"the answer is empty":                                      "la réponse est vide",
	"too many wrong codes from this address in a minute: wait a minute, and check the code with your teacher": "trop de codes erronés depuis cette adresse en une minute : attendez une minute, et vérifiez le code auprès de votre enseignant",
	"step=K and node=ID (or -1): want whole numbers":                                                          "step=K et node=ID (ou -1) : il faut des nombres entiers",
	"act %q: want step, ask, reveal or close":                                                                 "act %q : il faut step, ask, reveal ou close",
	"only the lecture's teacher leads it (the presenter's page that opened it)":                               "seul l'enseignant du cours le mène (la page de présentation qui l'a ouvert)",
	"join the lecture first: this page is none of its students":                                               "rejoignez d'abord le cours : cette page n'est celle d'aucun de ses étudiants",
	// The questions.
	"What is the value of %s?":                                            "Quelle est la valeur de %s ?",
	"With what window [alpha, beta] is %s entered?":                       "Avec quelle fenêtre [alpha ; bêta] entre-t-on dans %s ?",
	"Which leaves does the search never evaluate? (their names, or none)": "Quelles feuilles la recherche n'évalue-t-elle jamais ? (leurs noms, ou aucune)",
	// The results.
	"kind":     "sorte",
	"count":    "nombre",
	"right":    "juste",
	"nickname": "pseudo",
	"window":   "fenêtre",
}
