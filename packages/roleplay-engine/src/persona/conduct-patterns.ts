import type { PersonaLanguage } from './persona-cues.js';

/**
 * How advisors are rude to or blame a customer, as patterns over folded text (lower case, no accents, no
 * apostrophes: "you're" is "youre", "c'est" is "cest"). The literal cues in persona-cues hear fixed
 * phrases; these hear the shapes those phrases take: "because you ignored…", "you typed the wrong…",
 * "I've explained this three times", "wasting my time", "go to another provider".
 *
 * `civil` lists the uses of those same words that are not hostile ("it's not your fault", "you should
 * have received an e-mail", "whatever time suits you"); they are taken out of a message before the
 * rude and blame patterns and cues are read, so exonerating a customer is never read as blaming them.
 * Each pattern matches whole words only.
 */
export interface ConductPatterns {
  rude: readonly string[];
  blame: readonly string[];
  civil: readonly string[];
}

const W = '[\\p{L}\\p{N}]+';
/** Up to n words, for the words a sentence puts between a subject and its verb. */
const upTo = (n: number) => `(?:${W} ){0,${n}}`;

export const CONDUCT_PATTERNS: Record<PersonaLanguage, ConductPatterns> = {
  en: {
    rude: [
      '^(?:seriously|ugh|sigh|jeez|come on|oh please|fine)',
      `(?:explained|told you|said) ${upTo(3)}(?:times|twice)`,
      'how many times',
      'read what i (?:wrote|said|typed|sent)',
      '(?:were|we are) not (?:doing|going through|going over) this again',
      '(?:live|deal) with it',
      'get over it',
      'like it or (?:not|lump it)',
      'thats (?:just )?(?:how|the way) it is',
      'wast(?:e|es|ing) (?:of )?(?:my|our|your|both our|everyones) (?:\\p{L}+ )?time',
      '(?:havent|have not|dont have|do not have) (?:got )?all day',
      '(?:go|switch|move|take your business) (?:to )?(?:another|a different|some other|a competitor|the competition|elsewhere)',
      '(?:nobody|no one|noone|who) cares',
      '(?:not sure )?what (?:do )?you expect me to do',
      'stop (?:shouting|yelling|screaming|complaining|whining|moaning|typing in caps)',
      'not my (?:concern|department|issue)',
    ],
    blame: [
      `(?:its|it is|thats|that is) (?:all |clearly |plainly )?(?:spelled out|stated|written|explained) (?:clearly )?in the (?:terms|contract|conditions)`,
      `(?:would have been|it would be|its) (?:wise|smart|worth|a good idea) ${upTo(1)}(?:to )?(?:actually )?(?:read|reading|check|checking) (?:them|it|the terms)`,
      `you ${upTo(1)}should ${upTo(1)}have (?:read|checked|looked at|known|activated|turned on|paid|called|asked|kept)`,
      `because you ${upTo(2)}(?:ignored|forgot|entered|typed|clicked|chose|picked|missed|shared|gave|didnt|did not|failed|paid late|never)`,
      'thats what happens when you',
      `you ${upTo(1)}(?:entered|typed|put|chose|picked|selected|clicked|gave|used|wrote|ordered) (?:in )?(?:the |a |an )?(?:wrong|incorrect)`,
      '(?:its|it is|thats|that is|was) (?:entirely |completely )?your (?:responsibility|job|mistake|own doing|problem)',
      'on you not (?:us|me)',
      `you (?:clearly|obviously|evidently|apparently) ${upTo(1)}(?:didnt|did not|never|failed|ignored|forgot|havent|have not)`,
      `you (?:ignored|forgot|neglected|failed to|never bothered)`,
      'if you had (?:kept|read|paid|checked|followed|listened|bothered|updated)',
      'if you (?:read|check|checked) (?:the|your) (?:terms|emails|email|contract|small print)',
      '(?:brought|bring) (?:this|it|that) on yourself',
      'your own (?:fault|doing|mistake)',
      'only (?:have )?yourself to blame',
      'you must have (?:clicked|entered|typed|chosen|picked|done|deleted|changed|pressed|made|given|shared)',
      `you (?:didnt|did not|never) (?:even )?(?:read|check|pay|follow|listen|bother|update)`,
    ],
    civil: [
      `(?:not|no|isnt|wasnt|never) (?:at all )?${upTo(1)}your fault(?: at all)?`,
      `you (?:didnt|did not|havent|have not) (?:do|done) (?:anything|something) wrong`,
      'nothing (?:you did )?wrong',
      'you should have (?:received|got|gotten|been sent|seen|had)',
      'whatever (?:time|day|date|option|works|suits|you prefer|is easiest|is best|you choose)',
    ],
  },
  fr: {
    rude: [
      '^(?:serieusement|pfff?|bon bah|franchement)',
      `(?:je )?(?:vous )?(?:lai|ai) (?:deja )?(?:explique|dit|repete) ${upTo(1)}(?:deux|trois|quatre|plusieurs|\\d+|cent|mille) fois`,
      '(?:relisez|lisez) (?:mes messages|ce que)',
      '(?:on ne va|on va) pas (?:tout )?recommencer',
      'faites avec',
      '(?:il faudra|faudra) (?:vous y faire|faire avec)',
      'cest (?:comme ca|ainsi) (?:point|et pas autrement)?',
      '(?:me|nous) (?:faites|faire|fait) perdre (?:mon|notre) temps',
      'perdez mon temps',
      'quon en finisse',
      'je nai pas que ca a faire',
      '(?:allez|aller) (?:voir )?(?:ailleurs|la concurrence|chez un autre|chez la concurrence)',
      '(?:nest|est) pas mon (?:souci|probleme|affaire|soucis)',
      'ce que vous voulez que jy fasse',
      'je ne vois pas ce que vous voulez',
      'arretez de (?:crier|hurler|vous plaindre|rouspeter|ecrire en majuscules)',
      'tout le monde sen fiche',
    ],
    blame: [
      `(?:c est|cest) (?:pourtant |bien )?(?:clairement |bien )?(?:indique|ecrit|explique) dans les conditions`,
      `(?:vous auriez|tu aurais) (?:du|pu) ${upTo(1)}(?:lire|verifier|activer|payer|savoir|regarder)`,
      `(?:parce que|puisque|car) vous (?:avez|navez) ${upTo(1)}(?:ignore|oublie|saisi|tape|mal|pas|clique|paye en retard|donne)`,
      'vous avez (?:saisi|entre|tape|indique|choisi|clique sur|donne) (?:une |un |la |le |l )?(?:mauvaise?|faux|fausse|erronee?)',
      `(?:visiblement|manifestement|clairement|apparemment|evidemment) vous (?:navez|ne vous etes) pas`,
      'cest a vous de',
      'cest de votre (?:faute|ressort|responsabilite)',
      'de votre (?:seule )?responsabilite',
      'si vous aviez (?:garde|conserve|lu|paye|verifie|suivi|ecoute)',
      'vous (?:lavez|lavez bien|lavez un peu) cherche',
      'ne vous en prenez qua vous',
      'vous avez du (?:cliquer|vous tromper|saisir|oublier|mal|choisir)',
      'vous avez (?:ignore|oublie de|neglige)',
      'tout ca parce que vous',
    ],
    civil: [
      `(?:nest|est|n est) (?:pas|nullement|en rien) (?:du tout )?(?:de )?votre faute`,
      'vous navez rien fait de mal',
      'vous (?:avez|auriez) du (?:recevoir|avoir recu)',
      'peu importe (?:le|la|l|lequel|laquelle|quand|lheure|le jour|le creneau)',
    ],
  },
  de: {
    rude: [
      '^(?:ernsthaft|ach komm|na gut|also echt|mensch)',
      `(?:schon |jetzt )?(?:zweimal|dreimal|viermal|mehrmals|zigmal|x mal|hundertmal) (?:erklart|gesagt)`,
      'lesen sie (?:doch |mal |einfach )+',
      '(?:fangen|fange) wir (?:jetzt )?nicht (?:schon )?wieder',
      'damit mussen sie leben',
      '(?:das ist|so ist es) (?:nun mal|eben|halt) so',
      'finden sie sich damit ab',
      '(?:verschwenden|stehlen) (?:hier )?(?:meine|unsere|unser beider|ihre) zeit',
      '(?:geben|sagen|schicken|nennen) sie (?:mir )?halt',
      'gehen sie (?:doch )?(?:zur konkurrenz|woanders hin|woandershin|zu einem anderen)',
      'interessiert (?:hier )?(?:keinen|niemanden)',
      'keine ahnung',
      'nicht ewig zeit',
      'schreien sie (?:nicht|mich nicht)',
      'horen sie auf (?:zu )?(?:schreien|meckern|nerven|jammern)',
    ],
    blame: [
      `steht ${upTo(4)}(?:klar|deutlich|eindeutig) in den (?:bedingungen|agb|vertragsbedingungen)`,
      `(?:hatte man|hatten sie|hattest du) ${upTo(6)}(?:durchlesen|lesen|prufen|nachlesen) (?:sollen|mussen)`,
      `(?:hatten|hattest) (?:sie|du) ${upTo(6)}(?:lesen|prufen|wissen|aktivieren|bezahlen|nachsehen|nachlesen) (?:mussen|sollen)`,
      `(?:weil|da) sie ${upTo(5)}(?:ignoriert|vergessen|ubersehen|verpasst|falsch|zu spat|nicht gelesen|angeklickt|weitergegeben)`,
      `sie haben ${upTo(4)}(?:die |den |das |eine |einen )?falsche`,
      `(?:offensichtlich|offenbar|wohl|einfach) nicht (?:gelesen|bezahlt|gepruft|beachtet)`,
      'ist ihre (?:aufgabe|verantwortung|sache|schuld)',
      'nicht (?:unsere|meine) (?:aufgabe|sache|verantwortung)',
      `hatten sie ${upTo(4)}(?:aufbewahrt|gelesen|bezahlt|gepruft|beachtet|aufgepasst)`,
      'selber schuld',
      `sie mussen (?:selbst|selber) ${upTo(4)}(?:geklickt|angeklickt|gewahlt|eingegeben|geloscht|gemacht)`,
      'das haben sie sich selbst zuzuschreiben',
    ],
    civil: [
      `(?:nicht|keineswegs|uberhaupt nicht|gar nicht) (?:\\p{L}+ )?ihre schuld`,
      'sie haben nichts falsch gemacht',
      `sie hatten ${upTo(5)}(?:bekommen|erhalten) sollen`,
      'egal (?:welche|welcher|welches|wann|ob|wie)',
    ],
  },
  es: {
    rude: [
      '^(?:en serio|vale vale|ya ya|bueno bueno|uf|uff)',
      `ya (?:se |le )?(?:lo )?(?:he )?(?:explicado|explique|dicho|dije) ${upTo(1)}(?:dos|tres|cuatro|mil|varias|\\d+) veces`,
      'lea lo que',
      'no vamos a (?:empezar|volver a empezar|empezar de nuevo)(?: otra vez| de nuevo)?',
      '(?:es lo que hay|asi son las cosas|acostumbrese|apanese|aguantese|resignese)',
      '(?:me|nos) (?:esta |estan )?(?:haciendo|hace) perder (?:el )?tiempo',
      'no tengo todo el dia',
      '(?:vayase|cambiese|pasese) (?:a|de) (?:otra|otro|la competencia)',
      'no es asunto mio',
      'y (?:ya )?(?:acabamos|terminamos)',
      'no se que (?:espera|quiere|pretende) que (?:haga|le haga)',
      'deje de (?:escribir en mayusculas|gritar|quejarse|gritarme)',
      'no es problema mio',
    ],
    blame: [
      `(?:esta|viene) (?:bien |muy )?(?:clarito|claro|explicado) en las condiciones`,
      `(?:deberia|tendria|debio|tenia) (?:que )?haber(?:lo|la)? ${upTo(1)}(?:leido|revisado|activado|pagado|comprobado|mirado)`,
      `usted ${upTo(1)}(?:puso|escribio|eligio|marco|pulso|introdujo|indico|dio|metio) ${upTo(2)}(?:mal|equivocad[oa]|incorrect[oa])`,
      `(?:obviamente|claramente|esta claro que|evidentemente|seguro que) (?:usted )?no (?:se )?(?:leyo|lee|reviso|pago|hizo|miro)`,
      '(?:es|era) (?:responsabilidad|cosa) suya',
      '(?:es|era) su responsabilidad',
      'eso es cosa suya',
      'le toca a usted',
      'corre por su cuenta',
      'si hubiera (?:guardado|leido|pagado|revisado|hecho caso)',
      '(?:por|porque) (?:ignorar|ignoro|no leer|no leyo|no pago|olvido|pagar tarde|pago tarde)',
      '(?:habra|habria|seguro que) (?:usted )?(?:pulsado|elegido|marcado|puesto|hecho)',
      'usted mism[oa] (?:eligio|pulso|marco|puso|lo hizo)',
      '(?:despues|luego) no se queje',
      'luego pasa lo que pasa',
    ],
    civil: [
      'no es (?:para nada |en absoluto )?(?:su culpa|culpa suya)',
      'usted no (?:ha hecho|hizo) nada mal',
      '(?:deberia|debio) (?:haberle llegado|haber recibido|llegarle|haberle)',
      'da igual (?:la|el|cual|que|cuando)',
    ],
  },
  pt: {
    rude: [
      '^(?:serio|ta ta|aff|afe)',
      `(?:ja )?(?:te |lhe )?expliquei ${upTo(1)}(?:duas|tres|quatro|mil|varias|\\d+) vezes`,
      'le o que eu',
      'nao vamos comecar (?:tudo )?de novo',
      '(?:e assim que funciona|e o que tem|se conforma|aceita e pronto)',
      '(?:me|nos) (?:esta )?(?:fazendo|faz) perder (?:o )?tempo',
      'perdendo (?:o )?(?:meu|nosso) tempo',
      'nao tenho o dia (?:todo|inteiro)',
      'procura outra',
      'nao e problema meu',
      'nao sei o que (?:voce|o senhor|a senhora) espera',
      'para de (?:escrever em maiuscula|gritar|reclamar)',
    ],
    blame: [
      `era so ter ${upTo(2)}(?:lida|lido|olhado|verificado|conferido)`,
      `(?:ta|esta) (?:bem )?(?:explicadinho|explicado|claro) nas condicoes`,
      `deveria ter ${upTo(1)}(?:lido|verificado|conferido|ativado|pago|olhado)`,
      `voce ${upTo(1)}(?:colocou|digitou|escolheu|clicou|informou|passou) ${upTo(3)}errad[oa]`,
      `(?:claramente|obviamente|com certeza) voce nao (?:leu|pagou|conferiu|viu)`,
      '(?:responsabilidade|problema) (?:sua|seu)',
      'isso e com voce',
      'se (?:voce )?tivesse (?:guardado|lido|pago|conferido|prestado)',
      'porque voce (?:ignorou|esqueceu|pagou atrasado|nao leu|nao pagou)',
      'voce mesm[oa] deve ter',
      '(?:nao pode|depois nao) reclama',
    ],
    civil: ['nao e culpa sua', 'voce nao fez nada (?:de )?errado', '(?:ja )?deveria ter recebido', 'tanto faz (?:o|a|qual|quando)'],
  },
  it: {
    rude: [
      '^(?:sul serio|va bene va bene|insomma|uffa)',
      `(?:gia )?${upTo(1)}(?:spiegato|detto) ${upTo(1)}(?:due|tre|quattro|mille|cento|\\d+) volte`,
      'legga (?:quello|cosa|bene quello)',
      'non ricominciamo',
      '(?:le cose stanno cosi|e cosi e basta|se ne faccia una ragione|si rassegni)',
      'mi (?:sta )?(?:facendo|fa) perdere (?:il )?tempo',
      'non ho tutto il giorno',
      'vada (?:da un altro|altrove|dalla concorrenza)',
      'non mi riguarda',
      'e chiudiamo',
      'non so cosa pretende',
      'smetta di (?:scrivere in maiuscolo|urlare|gridare|lamentarsi)',
    ],
    blame: [
      `(?:e|era) (?:scritto|spiegato) (?:chiaramente |bene )?nelle condizioni`,
      `(?:avrebbe|avresti) dovuto ${upTo(1)}(?:leggere|controllare|attivare|pagare|sapere|verificare)`,
      `ha (?:inserito|scritto|scelto|cliccato|messo|indicato) lei`,
      `lei ha (?:inserito|scritto|scelto|cliccato|messo) ${upTo(3)}sbagliat[oa]`,
      `(?:evidentemente|chiaramente|ovviamente) (?:lei )?non ha (?:letto|pagato|controllato)`,
      '(?:e|era) (?:un problema|compito|responsabilita) su[oa]',
      'se avesse (?:conservato|letto|pagato|controllato)',
      '(?:perche|poiche) (?:lei )?ha (?:ignorato|dimenticato|pagato in ritardo)',
      'avra (?:cliccato|sbagliato|scelto|inserito) lei',
      'poi non si lamenti',
    ],
    civil: [
      'non e (?:assolutamente |affatto |per niente )?(?:colpa sua|sua la colpa)',
      '(?:lei )?non ha sbagliato (?:niente|nulla)',
      'dovrebbe (?:aver|averle) (?:gia )?ricevuto',
      'avrebbe dovuto (?:ricevere|riceverla|riceverlo|arrivarle)',
    ],
  },
  sv: {
    rude: [
      '^(?:allvarligt|okej da|suck)',
      `forklarat ${upTo(2)}(?:tva|tre|fyra|hundra|\\d+) ganger`,
      'las vad jag',
      'vi borjar inte om',
      'det ar som det ar',
      'far du leva med',
      'slosar (?:bort )?(?:bade )?(?:din|min|var)',
      'inte hela dagen',
      'far (?:du )?byta',
      'inte min sak',
      'vet inte vad du forvantar',
      'sluta (?:skrika|tjata|klaga)',
      'sa blir vi klara',
    ],
    blame: [
      `star (?:faktiskt |ju )?tydligt i villkoren`,
      `borde du ${upTo(1)}(?:ha )?(?:kollat|last|vetat|aktiverat|betalat|kontrollerat|sett)`,
      `du borde ${upTo(1)}ha (?:kollat|last|vetat|aktiverat|betalat|kontrollerat|sett)`,
      `du ${upTo(1)}(?:angav|skrev|valde|klickade|tryckte|fyllde i) (?:pa )?fel`,
      `(?:uppenbarligen|tydligen|sakert) inte (?:last|betalat|kollat)`,
      'ditt ansvar',
      'far du sta for',
      'hade du (?:sparat|last|betalat|kollat)',
      'for att du (?:struntade|ignorerade|glomde|missade|betalade sent)',
      'du maste ha (?:klickat|valt|skrivit|tryckt)',
      'skylla (?:dig|sig) sjalv',
    ],
    civil: ['inte (?:alls )?ditt fel', 'du har inte gjort (?:nagot|nat) fel', 'du borde ha fatt', 'vilken (?:tid|dag) som helst'],
  },
  nb: {
    rude: [
      '^(?:seriost|greit da)',
      `forklart ${upTo(2)}(?:to|tre|fire|hundre|\\d+) ganger`,
      'les det jeg',
      'vi begynner ikke pa nytt',
      'sann er det bare',
      'far du leve med',
      'kaster bort tiden',
      'ikke hele dagen',
      'far (?:du )?bytte',
      'ikke min sak',
      'vet ikke hva du forventer',
      'slutt a (?:rope|mase|klage)',
      'sa blir vi ferdige',
    ],
    blame: [
      `star (?:jo |faktisk )?(?:ganske )?tydelig i vilkarene`,
      `hadde v(?:ae|æ)rt (?:lurt|smart|greit|klokt) a (?:lese|sjekke)`,
      `burde du ${upTo(1)}(?:ha )?(?:sjekket|lest|visst|aktivert|betalt|skjont|sett)`,
      `du burde ${upTo(1)}ha (?:sjekket|lest|visst|aktivert|betalt|skjont|sett)`,
      `du ${upTo(1)}(?:skrev|valgte|klikket|trykket|oppga|fylte inn) (?:pa )?feil`,
      `(?:tydeligvis|apenbart|sikkert) ikke (?:lest|betalt|sjekket)`,
      'ditt ansvar',
      'ma du ta selv',
      'hadde du (?:tatt vare|lest|betalt|sjekket)',
      'fordi du (?:ignorerte|glemte|oversa|betalte for sent)',
      'du ma ha (?:klikket|valgt|skrevet|trykket)',
      'skylde (?:deg|seg) selv',
    ],
    civil: ['(?:ikke|slett ikke) din feil', 'du har ikke gjort noe galt', 'du burde ha fatt', 'samme hvilke[tn]'],
  },
};

const compiled = new Map<PersonaLanguage, Record<keyof ConductPatterns, RegExp[]>>();

/** The language's patterns, compiled to match whole words of folded text. */
export function conductPatternsOf(language: PersonaLanguage): Record<keyof ConductPatterns, RegExp[]> {
  let found = compiled.get(language);
  if (!found) {
    const of = (sources: readonly string[]) => sources.map((s) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${s})(?![\\p{L}\\p{N}])`, 'gu'));
    const p = CONDUCT_PATTERNS[language];
    found = { rude: of(p.rude), blame: of(p.blame), civil: of(p.civil) };
    compiled.set(language, found);
  }
  return found;
}
