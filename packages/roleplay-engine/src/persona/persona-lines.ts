import type { PersonaLanguage } from './persona-cues.js';

/**
 * What the built-in customer says around its facts, per language, always in the first person. The
 * facts themselves are the author's words in the roleplay's language; these lines never carry the
 * brief, so a customer never reads its case note aloud. Two or three variants per situation: the
 * session's seed picks one, so two advisors do not get word-for-word the same customer.
 */
export interface PersonaLines {
  hello: readonly string[];
  /** A roleplay without opening facts (written before the persona model): its issue description opens. */
  legacyOpening: readonly string[];
  name: string;
  age: string;
  address: string;
  since: string;
  unknown: readonly string[];
  notUnderstood: readonly string[];
  thanksEmpathy: readonly string[];
  rude: readonly string[];
  blame: readonly string[];
  hangUp: readonly string[];
  accept: readonly string[];
  acceptGrudgingly: readonly string[];
  pushback: readonly string[];
  partialOffer: readonly string[];
  stillOpen: readonly string[];
  leaveUnresolved: readonly string[];
  goodbye: readonly string[];
  afterAccept: readonly string[];
  nudgeCalm: readonly string[];
  nudgeUpset: readonly string[];
  greetingBack: readonly string[];
  timeout: readonly string[];
}

/** `{x}` placeholders: name, age, address, since, issue. */
export const PERSONA_LINES: Record<PersonaLanguage, PersonaLines> = {
  en: {
    hello: ['Hello.', 'Hi.', 'Hi there.'],
    legacyOpening: ['Hello, I need some help. {issue}', 'Hi, I hope you can help me. {issue}'],
    name: 'My name is {name}.',
    age: "I'm {age}.",
    address: 'My address is {address}.',
    since: "I've been a customer since {since}.",
    unknown: ["Sorry, I don't have that to hand.", "I'm not sure about that, sorry."],
    notUnderstood: ["Sorry, I'm not sure what you mean.", "I don't follow, sorry."],
    thanksEmpathy: ['Thank you, I appreciate that.', "Thanks, that's good to hear.", 'I appreciate you saying that.'],
    rude: [
      "Excuse me? There's no need to talk to me like that.",
      "I don't appreciate that tone.",
      "That's quite rude. I'm only asking for help.",
    ],
    blame: ["Don't put this on me. I did everything I was supposed to.", "Excuse me? I'm not the one who got this wrong."],
    hangUp: ["I've had enough. I'll take this to a manager. Goodbye.", "This is going nowhere. I'm ending this conversation."],
    accept: ['That works for me, thank you.', 'Okay, that sounds good. Thank you for sorting it out.', 'Great, that solves it. Thank you.'],
    acceptGrudgingly: [
      "Fine, I'll accept that. But I'm not happy with how this was handled.",
      "Alright. That fixes it, though it shouldn't have taken this much.",
    ],
    pushback: [
      "That doesn't really solve my problem.",
      "Sorry, but that's not what I need.",
      "What exactly are you offering? That doesn't fix it.",
    ],
    partialOffer: ["That's kind, thank you, but it doesn't fix the main problem.", "Thanks, but that's not really the point."],
    stillOpen: ["Wait, my problem isn't sorted yet.", "Hold on, we haven't fixed anything yet."],
    leaveUnresolved: ["Fine. I'll have to contact you again, then. Goodbye.", "Okay, I'll try somewhere else. Goodbye."],
    goodbye: ["No, that's everything. Thanks for your help, goodbye.", "That's all, thank you. Have a good day."],
    afterAccept: ['Thanks again.', 'Great, thank you.'],
    nudgeCalm: ['So what can you do for me?', 'What are the next steps?'],
    nudgeUpset: ['So what are you actually going to do about it?', "I'm still waiting for a solution."],
    greetingBack: ['Hello.', 'Hi, thanks.'],
    timeout: ["I'm sorry, I have to go now. I'll call back later."],
  },
  fr: {
    hello: ['Bonjour.', 'Bonjour, madame, monsieur.'],
    legacyOpening: ["Bonjour, j'ai besoin d'aide. {issue}", "Bonjour, j'espère que vous pourrez m'aider. {issue}"],
    name: "Je m'appelle {name}.",
    age: "J'ai {age} ans.",
    address: 'Mon adresse est {address}.',
    since: 'Je suis client depuis {since}.',
    unknown: ["Désolé, je n'ai pas ça sous la main.", 'Je ne sais pas, désolé.'],
    notUnderstood: ['Pardon, je ne vois pas ce que vous voulez dire.', 'Je ne comprends pas, désolé.'],
    thanksEmpathy: ["Merci, j'apprécie.", "Merci, c'est gentil de le dire.", 'Merci, ça me rassure.'],
    rude: [
      'Pardon ? Je ne vois pas pourquoi vous me parlez sur ce ton.',
      "Je n'apprécie pas ce ton.",
      "C'est assez impoli. Je demande seulement de l'aide.",
    ],
    blame: ["Ne rejetez pas la faute sur moi. J'ai fait tout ce qu'il fallait.", "Pardon ? Ce n'est pas moi qui me suis trompé."],
    hangUp: ["J'en ai assez. Je vais voir avec un responsable. Au revoir.", 'Ça ne mène à rien. Je mets fin à cette conversation.'],
    accept: ['Ça me convient, merci.', "D'accord, c'est parfait. Merci d'avoir réglé ça.", 'Très bien, ça règle le problème. Merci.'],
    acceptGrudgingly: [
      "Bon, j'accepte. Mais je ne suis pas satisfait de la façon dont ça s'est passé.",
      "D'accord. Ça règle le problème, mais ça n'aurait pas dû prendre autant de temps.",
    ],
    pushback: [
      'Ça ne règle pas vraiment mon problème.',
      "Désolé, mais ce n'est pas ce dont j'ai besoin.",
      'Vous me proposez quoi, exactement ? Ça ne règle rien.',
    ],
    partialOffer: ["C'est gentil, merci, mais ça ne règle pas le problème principal.", "Merci, mais ce n'est pas vraiment la question."],
    stillOpen: ["Attendez, mon problème n'est pas encore réglé.", "Un instant, nous n'avons encore rien résolu."],
    leaveUnresolved: ['Bon. Il faudra que je vous recontacte, alors. Au revoir.', "D'accord, je vais voir ailleurs. Au revoir."],
    goodbye: ['Non, ce sera tout. Merci pour votre aide, au revoir.', "C'est tout, merci. Bonne journée."],
    afterAccept: ['Merci encore.', 'Parfait, merci.'],
    nudgeCalm: ['Que pouvez-vous faire pour moi ?', 'Quelles sont les prochaines étapes ?'],
    nudgeUpset: ['Alors, concrètement, vous allez faire quoi ?', "J'attends toujours une solution."],
    greetingBack: ['Bonjour.', 'Bonjour, merci.'],
    timeout: ['Désolé, je dois partir. Je rappellerai plus tard.'],
  },
  es: {
    hello: ['Hola.', 'Hola, buenas.'],
    legacyOpening: ['Hola, necesito ayuda. {issue}', 'Hola, espero que pueda ayudarme. {issue}'],
    name: 'Me llamo {name}.',
    age: 'Tengo {age} años.',
    address: 'Mi dirección es {address}.',
    since: 'Soy cliente desde {since}.',
    unknown: ['Lo siento, no lo tengo a mano.', 'No estoy seguro, lo siento.'],
    notUnderstood: ['Perdone, no sé a qué se refiere.', 'No le entiendo, lo siento.'],
    thanksEmpathy: ['Gracias, se lo agradezco.', 'Gracias, es bueno oír eso.', 'Le agradezco que lo diga.'],
    rude: ['¿Perdone? No hace falta que me hable así.', 'No me gusta ese tono.', 'Eso es bastante grosero. Solo pido ayuda.'],
    blame: ['No me eche la culpa a mí. Hice todo lo que tenía que hacer.', '¿Perdone? No soy yo quien se ha equivocado.'],
    hangUp: ['Ya basta. Hablaré con un responsable. Adiós.', 'Esto no lleva a ningún sitio. Termino esta conversación.'],
    accept: ['Me parece bien, gracias.', 'De acuerdo, perfecto. Gracias por solucionarlo.', 'Estupendo, eso lo soluciona. Gracias.'],
    acceptGrudgingly: [
      'Bueno, lo acepto. Pero no estoy contento con cómo se ha gestionado.',
      'De acuerdo. Eso lo arregla, aunque no debería haber costado tanto.',
    ],
    pushback: [
      'Eso no soluciona realmente mi problema.',
      'Lo siento, pero eso no es lo que necesito.',
      '¿Qué me ofrece exactamente? Eso no lo arregla.',
    ],
    partialOffer: ['Es amable, gracias, pero no soluciona el problema principal.', 'Gracias, pero esa no es la cuestión.'],
    stillOpen: ['Espere, mi problema todavía no está resuelto.', 'Un momento, todavía no hemos solucionado nada.'],
    leaveUnresolved: ['Bueno. Tendré que volver a contactarles. Adiós.', 'De acuerdo, lo intentaré en otro sitio. Adiós.'],
    goodbye: ['No, eso es todo. Gracias por su ayuda, adiós.', 'Eso es todo, gracias. Que tenga un buen día.'],
    afterAccept: ['Gracias de nuevo.', 'Perfecto, gracias.'],
    nudgeCalm: ['¿Qué puede hacer por mí?', '¿Cuáles son los siguientes pasos?'],
    nudgeUpset: ['¿Y qué va a hacer exactamente?', 'Sigo esperando una solución.'],
    greetingBack: ['Hola.', 'Hola, gracias.'],
    timeout: ['Lo siento, tengo que irme. Volveré a llamar más tarde.'],
  },
  pt: {
    hello: ['Olá.', 'Oi, boa tarde.'],
    legacyOpening: ['Olá, preciso de ajuda. {issue}', 'Oi, espero que você possa me ajudar. {issue}'],
    name: 'Meu nome é {name}.',
    age: 'Tenho {age} anos.',
    address: 'Meu endereço é {address}.',
    since: 'Sou cliente desde {since}.',
    unknown: ['Desculpe, não tenho isso em mãos.', 'Não tenho certeza, desculpe.'],
    notUnderstood: ['Desculpe, não entendi o que você quis dizer.', 'Não entendi, desculpe.'],
    thanksEmpathy: ['Obrigado, agradeço.', 'Obrigado, é bom ouvir isso.', 'Agradeço por dizer isso.'],
    rude: ['Como é? Não precisa falar comigo desse jeito.', 'Não gostei desse tom.', 'Isso foi bem grosseiro. Só estou pedindo ajuda.'],
    blame: ['Não jogue a culpa em mim. Eu fiz tudo o que precisava.', 'Como é? Não fui eu que errei.'],
    hangUp: ['Para mim chega. Vou falar com um supervisor. Tchau.', 'Isso não está levando a nada. Vou encerrar a conversa.'],
    accept: ['Para mim está ótimo, obrigado.', 'Tudo bem, parece bom. Obrigado por resolver.', 'Ótimo, isso resolve. Obrigado.'],
    acceptGrudgingly: [
      'Tá bom, eu aceito. Mas não gostei de como isso foi tratado.',
      'Certo. Isso resolve, mas não deveria ter dado tanto trabalho.',
    ],
    pushback: [
      'Isso não resolve de verdade o meu problema.',
      'Desculpe, mas não é disso que eu preciso.',
      'O que exatamente você está oferecendo? Isso não resolve.',
    ],
    partialOffer: ['É gentil, obrigado, mas não resolve o problema principal.', 'Obrigado, mas a questão não é essa.'],
    stillOpen: ['Espere, meu problema ainda não foi resolvido.', 'Calma, ainda não resolvemos nada.'],
    leaveUnresolved: ['Tudo bem. Vou ter que entrar em contato de novo, então. Tchau.', 'Certo, vou procurar outro jeito. Tchau.'],
    goodbye: ['Não, é só isso. Obrigado pela ajuda, tchau.', 'É só isso, obrigado. Tenha um bom dia.'],
    afterAccept: ['Obrigado mais uma vez.', 'Ótimo, obrigado.'],
    nudgeCalm: ['Então, o que você pode fazer por mim?', 'Quais são os próximos passos?'],
    nudgeUpset: ['E o que você vai fazer de fato?', 'Continuo esperando uma solução.'],
    greetingBack: ['Olá.', 'Oi, obrigado.'],
    timeout: ['Desculpe, preciso ir agora. Ligo mais tarde.'],
  },
  it: {
    hello: ['Buongiorno.', 'Salve.'],
    legacyOpening: ['Buongiorno, ho bisogno di aiuto. {issue}', 'Salve, spero che possa aiutarmi. {issue}'],
    name: 'Mi chiamo {name}.',
    age: 'Ho {age} anni.',
    address: 'Il mio indirizzo è {address}.',
    since: 'Sono cliente dal {since}.',
    unknown: ['Mi dispiace, non ce l’ho sotto mano.', 'Non ne sono sicuro, mi scusi.'],
    notUnderstood: ['Scusi, non capisco cosa intende.', 'Non la seguo, mi scusi.'],
    thanksEmpathy: ['Grazie, lo apprezzo.', 'Grazie, fa piacere sentirlo.', 'La ringrazio per averlo detto.'],
    rude: ['Prego? Non c’è bisogno di parlarmi così.', 'Non apprezzo questo tono.', 'È piuttosto scortese. Sto solo chiedendo aiuto.'],
    blame: ['Non dia la colpa a me. Ho fatto tutto quello che dovevo.', 'Prego? Non sono io ad aver sbagliato.'],
    hangUp: ['Ne ho abbastanza. Parlerò con un responsabile. Arrivederci.', 'Così non si va da nessuna parte. Chiudo la conversazione.'],
    accept: ['Per me va bene, grazie.', 'D’accordo, mi sembra perfetto. Grazie per averlo risolto.', 'Ottimo, così è risolto. Grazie.'],
    acceptGrudgingly: [
      'Va bene, accetto. Ma non sono contento di come è stata gestita.',
      'D’accordo. Risolve il problema, anche se non doveva volerci così tanto.',
    ],
    pushback: [
      'Questo non risolve davvero il mio problema.',
      'Mi scusi, ma non è quello di cui ho bisogno.',
      'Che cosa mi offre esattamente? Così non si risolve.',
    ],
    partialOffer: ['È gentile, grazie, ma non risolve il problema principale.', 'Grazie, ma il punto non è questo.'],
    stillOpen: ['Aspetti, il mio problema non è ancora risolto.', 'Un momento, non abbiamo ancora risolto niente.'],
    leaveUnresolved: ['Va bene. Dovrò ricontattarvi, allora. Arrivederci.', 'D’accordo, proverò altrove. Arrivederci.'],
    goodbye: ['No, è tutto. Grazie per l’aiuto, arrivederci.', 'È tutto, grazie. Buona giornata.'],
    afterAccept: ['Grazie ancora.', 'Perfetto, grazie.'],
    nudgeCalm: ['Allora, cosa può fare per me?', 'Quali sono i prossimi passi?'],
    nudgeUpset: ['E quindi cosa pensa di fare, concretamente?', 'Sto ancora aspettando una soluzione.'],
    greetingBack: ['Buongiorno.', 'Salve, grazie.'],
    timeout: ['Mi dispiace, devo andare. Richiamerò più tardi.'],
  },
  de: {
    hello: ['Hallo.', 'Guten Tag.'],
    legacyOpening: ['Guten Tag, ich brauche Hilfe. {issue}', 'Hallo, ich hoffe, Sie können mir helfen. {issue}'],
    name: 'Mein Name ist {name}.',
    age: 'Ich bin {age} Jahre alt.',
    address: 'Meine Adresse ist {address}.',
    since: 'Ich bin seit {since} Kunde.',
    unknown: ['Tut mir leid, das habe ich gerade nicht zur Hand.', 'Da bin ich mir nicht sicher, tut mir leid.'],
    notUnderstood: ['Entschuldigung, ich verstehe nicht, was Sie meinen.', 'Das verstehe ich nicht, tut mir leid.'],
    thanksEmpathy: ['Danke, das weiß ich zu schätzen.', 'Danke, das tut gut zu hören.', 'Danke, dass Sie das sagen.'],
    rude: [
      'Wie bitte? So müssen Sie nicht mit mir reden.',
      'Diesen Ton finde ich nicht in Ordnung.',
      'Das ist ziemlich unhöflich. Ich bitte nur um Hilfe.',
    ],
    blame: ['Schieben Sie das nicht auf mich. Ich habe alles richtig gemacht.', 'Wie bitte? Der Fehler liegt nicht bei mir.'],
    hangUp: ['Mir reicht es. Ich wende mich an Ihren Vorgesetzten. Auf Wiederhören.', 'Das führt zu nichts. Ich beende das Gespräch.'],
    accept: ['Das passt für mich, danke.', 'Gut, das klingt gut. Danke, dass Sie das klären.', 'Prima, damit ist es gelöst. Danke.'],
    acceptGrudgingly: [
      'Na gut, ich nehme das an. Aber zufrieden bin ich mit dem Ablauf nicht.',
      'In Ordnung. Das löst es, auch wenn es nicht so lange hätte dauern dürfen.',
    ],
    pushback: [
      'Das löst mein Problem nicht wirklich.',
      'Tut mir leid, aber das brauche ich nicht.',
      'Was genau bieten Sie mir an? Das löst es nicht.',
    ],
    partialOffer: ['Das ist nett, danke, aber das eigentliche Problem löst es nicht.', 'Danke, aber darum geht es eigentlich nicht.'],
    stillOpen: ['Moment, mein Problem ist noch nicht gelöst.', 'Warten Sie, wir haben noch nichts geklärt.'],
    leaveUnresolved: [
      'Na gut. Dann muss ich mich noch einmal melden. Auf Wiedersehen.',
      'Gut, dann versuche ich es anderswo. Auf Wiedersehen.',
    ],
    goodbye: ['Nein, das war alles. Danke für Ihre Hilfe, auf Wiedersehen.', 'Das war alles, danke. Einen schönen Tag noch.'],
    afterAccept: ['Nochmals danke.', 'Prima, danke.'],
    nudgeCalm: ['Was können Sie also für mich tun?', 'Wie geht es jetzt weiter?'],
    nudgeUpset: ['Und was wollen Sie jetzt konkret tun?', 'Ich warte immer noch auf eine Lösung.'],
    greetingBack: ['Hallo.', 'Guten Tag, danke.'],
    timeout: ['Tut mir leid, ich muss jetzt los. Ich melde mich später wieder.'],
  },
  nb: {
    hello: ['Hei.', 'Hei, god dag.'],
    legacyOpening: ['Hei, jeg trenger hjelp. {issue}', 'Hei, jeg håper du kan hjelpe meg. {issue}'],
    name: 'Jeg heter {name}.',
    age: 'Jeg er {age} år.',
    address: 'Adressen min er {address}.',
    since: 'Jeg har vært kunde siden {since}.',
    unknown: ['Beklager, det har jeg ikke for hånden.', 'Det er jeg ikke sikker på, beklager.'],
    notUnderstood: ['Unnskyld, jeg skjønner ikke hva du mener.', 'Jeg henger ikke med, beklager.'],
    thanksEmpathy: ['Takk, det setter jeg pris på.', 'Takk, godt å høre.', 'Takk for at du sier det.'],
    rude: ['Unnskyld? Du trenger ikke snakke sånn til meg.', 'Jeg liker ikke den tonen.', 'Det var ganske frekt. Jeg ber bare om hjelp.'],
    blame: ['Ikke legg skylden på meg. Jeg gjorde alt jeg skulle.', 'Unnskyld? Det er ikke jeg som har gjort feil.'],
    hangUp: ['Nå får det være nok. Jeg tar dette med en leder. Ha det.', 'Dette fører ingen vei. Jeg avslutter samtalen.'],
    accept: ['Det passer fint, takk.', 'Greit, det høres bra ut. Takk for at du ordnet det.', 'Supert, da er det løst. Takk.'],
    acceptGrudgingly: [
      'Greit, jeg godtar det. Men jeg er ikke fornøyd med hvordan dette ble håndtert.',
      'Ok. Det løser det, selv om det ikke burde tatt så lang tid.',
    ],
    pushback: [
      'Det løser egentlig ikke problemet mitt.',
      'Beklager, men det er ikke det jeg trenger.',
      'Hva er det egentlig du tilbyr? Det løser ingenting.',
    ],
    partialOffer: ['Det er hyggelig, takk, men det løser ikke hovedproblemet.', 'Takk, men det er ikke det som er poenget.'],
    stillOpen: ['Vent, problemet mitt er ikke løst ennå.', 'Et øyeblikk, vi har ikke løst noe ennå.'],
    leaveUnresolved: ['Greit. Da må jeg ta kontakt igjen. Ha det.', 'Ok, jeg prøver et annet sted. Ha det.'],
    goodbye: ['Nei, det var alt. Takk for hjelpen, ha det.', 'Det var alt, takk. Ha en fin dag.'],
    afterAccept: ['Takk igjen.', 'Supert, takk.'],
    nudgeCalm: ['Så hva kan du gjøre for meg?', 'Hva er neste steg?'],
    nudgeUpset: ['Så hva har du egentlig tenkt å gjøre?', 'Jeg venter fortsatt på en løsning.'],
    greetingBack: ['Hei.', 'Hei, takk.'],
    timeout: ['Beklager, jeg må gå nå. Jeg ringer tilbake senere.'],
  },
  sv: {
    hello: ['Hej.', 'Hej, god dag.'],
    legacyOpening: ['Hej, jag behöver hjälp. {issue}', 'Hej, jag hoppas att du kan hjälpa mig. {issue}'],
    name: 'Jag heter {name}.',
    age: 'Jag är {age} år.',
    address: 'Min adress är {address}.',
    since: 'Jag har varit kund sedan {since}.',
    unknown: ['Tyvärr, det har jag inte till hands.', 'Det är jag inte säker på, tyvärr.'],
    notUnderstood: ['Ursäkta, jag förstår inte vad du menar.', 'Jag hänger inte med, tyvärr.'],
    thanksEmpathy: ['Tack, det uppskattar jag.', 'Tack, skönt att höra.', 'Tack för att du säger det.'],
    rude: [
      'Ursäkta? Du behöver inte prata så med mig.',
      'Jag uppskattar inte den tonen.',
      'Det där var ganska oförskämt. Jag ber bara om hjälp.',
    ],
    blame: ['Skyll inte på mig. Jag gjorde allt jag skulle.', 'Ursäkta? Det är inte jag som har gjort fel.'],
    hangUp: ['Nu räcker det. Jag tar det här med en chef. Hej då.', 'Det här leder ingenstans. Jag avslutar samtalet.'],
    accept: ['Det fungerar för mig, tack.', 'Okej, det låter bra. Tack för att du löste det.', 'Toppen, då är det löst. Tack.'],
    acceptGrudgingly: [
      'Okej, jag godtar det. Men jag är inte nöjd med hur det här sköttes.',
      'Visst. Det löser det, även om det inte borde ha tagit så lång tid.',
    ],
    pushback: [
      'Det löser inte riktigt mitt problem.',
      'Tyvärr, men det är inte det jag behöver.',
      'Vad är det egentligen du erbjuder? Det löser ingenting.',
    ],
    partialOffer: ['Det är snällt, tack, men det löser inte huvudproblemet.', 'Tack, men det är inte det som är poängen.'],
    stillOpen: ['Vänta, mitt problem är inte löst än.', 'Ett ögonblick, vi har inte löst något än.'],
    leaveUnresolved: ['Okej. Då får jag höra av mig igen. Hej då.', 'Okej, jag försöker någon annanstans. Hej då.'],
    goodbye: ['Nej, det var allt. Tack för hjälpen, hej då.', 'Det var allt, tack. Ha en bra dag.'],
    afterAccept: ['Tack igen.', 'Toppen, tack.'],
    nudgeCalm: ['Så vad kan du göra för mig?', 'Vad blir nästa steg?'],
    nudgeUpset: ['Så vad tänker du faktiskt göra åt det?', 'Jag väntar fortfarande på en lösning.'],
    greetingBack: ['Hej.', 'Hej, tack.'],
    timeout: ['Tyvärr, jag måste gå nu. Jag ringer tillbaka senare.'],
  },
};

/** How an advisor asks for the persona's standing details, per language (matched by meaning, not word for word). */
export const STANDARD_ASKS: Record<PersonaLanguage, Record<'name' | 'age' | 'address' | 'since', readonly string[]>> = {
  en: {
    name: ['your name', 'full name', 'who am I speaking with'],
    age: ['your age', 'how old are you', 'date of birth'],
    address: ['your address', 'where do you live', 'postcode', 'zip code'],
    since: ['how long have you been a customer', 'customer since', 'been with us'],
  },
  fr: {
    name: ['votre nom', 'nom complet', 'à qui ai-je l’honneur'],
    age: ['votre âge', 'quel âge avez-vous', 'date de naissance'],
    address: ['votre adresse', 'où habitez-vous', 'code postal'],
    since: ['depuis quand êtes-vous client', 'client depuis', 'depuis combien de temps'],
  },
  es: {
    name: ['su nombre', 'nombre completo', 'con quién hablo'],
    age: ['su edad', 'cuántos años tiene', 'fecha de nacimiento'],
    address: ['su dirección', 'dónde vive', 'código postal'],
    since: ['desde cuándo es cliente', 'cliente desde', 'cuánto tiempo lleva'],
  },
  pt: {
    name: ['seu nome', 'nome completo', 'com quem eu falo'],
    age: ['sua idade', 'quantos anos você tem', 'data de nascimento'],
    address: ['seu endereço', 'onde você mora', 'CEP'],
    since: ['desde quando é cliente', 'cliente desde', 'há quanto tempo'],
  },
  it: {
    name: ['il suo nome', 'nome completo', 'con chi parlo'],
    age: ['la sua età', 'quanti anni ha', 'data di nascita'],
    address: ['il suo indirizzo', 'dove abita', 'codice postale'],
    since: ['da quando è cliente', 'cliente da', 'da quanto tempo'],
  },
  de: {
    name: ['Ihr Name', 'vollständiger Name', 'mit wem spreche ich'],
    age: ['Ihr Alter', 'wie alt sind Sie', 'Geburtsdatum'],
    address: ['Ihre Adresse', 'Ihre Anschrift', 'wo wohnen Sie', 'Postleitzahl'],
    since: ['seit wann sind Sie Kunde', 'Kunde seit', 'wie lange schon'],
  },
  nb: {
    name: ['navnet ditt', 'fullt navn', 'hvem snakker jeg med'],
    age: ['alderen din', 'hvor gammel er du', 'fødselsdato'],
    address: ['adressen din', 'hvor bor du', 'postnummer'],
    since: ['hvor lenge har du vært kunde', 'kunde siden', 'hvor lenge'],
  },
  sv: {
    name: ['ditt namn', 'fullständigt namn', 'vem pratar jag med'],
    age: ['din ålder', 'hur gammal är du', 'födelsedatum'],
    address: ['din adress', 'var bor du', 'postnummer'],
    since: ['hur länge har du varit kund', 'kund sedan', 'hur länge'],
  },
};
