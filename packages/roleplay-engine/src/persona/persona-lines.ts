/**
 * What the built-in customer says, per language. Several variants per situation so two advisors
 * practising the same roleplay do not get word-for-word the same customer; the seed picks one.
 */
export interface PersonaLines {
  opening: readonly string[];
  issue: readonly string[];
  name: string;
  age: string;
  address: string;
  since: string;
  fact: string;
  unknown: readonly string[];
  thanksEmpathy: readonly string[];
  escalate: readonly string[];
  hangUp: readonly string[];
  accept: readonly string[];
  acceptGrudgingly: readonly string[];
  stillOpen: readonly string[];
  goodbye: readonly string[];
  nudgeCalm: readonly string[];
  nudgeUpset: readonly string[];
  greetingBack: readonly string[];
  timeout: readonly string[];
}

/** `{x}` placeholders: name, age, address, since, issue, label, value. */
export const PERSONA_LINES: Record<'en' | 'fr' | 'es', PersonaLines> = {
  en: {
    opening: [
      'Hello, I need some help. {issue}',
      'Hi, I hope you can help me. {issue}',
      "Hi there. I'm getting in touch because of this: {issue}",
    ],
    issue: ['Well, {issue}', 'Here is what happened: {issue}'],
    name: 'My name is {name}.',
    age: "I'm {age} years old.",
    address: 'My address is {address}.',
    since: "I've been a customer since {since}.",
    fact: 'The {label} is {value}.',
    unknown: [
      "I'm not sure about that, sorry. What I do know is this: {issue}",
      "I don't have that in front of me. The problem is still this: {issue}",
    ],
    thanksEmpathy: ['Thank you, I appreciate that.', "Thanks, that's good to hear.", 'I appreciate you saying that.'],
    escalate: [
      "Excuse me? I'm not the one who got this wrong.",
      "Don't put this on me. I did everything I was supposed to.",
      "That's not acceptable. I expected you to sort this out, not blame me.",
    ],
    hangUp: [
      "I've had enough. I want to speak to a manager, I'm ending this conversation.",
      "This is going nowhere. I'll take my complaint elsewhere. Goodbye.",
    ],
    accept: ['That works for me, thank you.', 'Okay, that sounds good. Thank you for sorting it out.', 'Great, that solves it. Thank you.'],
    acceptGrudgingly: [
      "Fine, I'll accept that. But I'm not happy with how this was handled.",
      "Alright. That fixes it, though it shouldn't have taken this much.",
    ],
    stillOpen: ["Hold on, my problem still isn't sorted. {issue}", "Wait, we haven't fixed anything yet. {issue}"],
    goodbye: ["No, that's everything. Thanks for your help, goodbye.", "That's all, thank you. Have a good day."],
    nudgeCalm: ['So what can you do for me?', 'What are the next steps?', 'How are we going to fix this?'],
    nudgeUpset: ['So what are you actually going to do about it?', "I'm still waiting for a solution.", 'Can we get to the point, please?'],
    greetingBack: ['Hello.', 'Hi, thanks.'],
    timeout: ["I'm sorry, I have to go now. I'll call back later."],
  },
  fr: {
    opening: [
      "Bonjour, j'ai besoin d'aide. {issue}",
      "Bonjour, j'espère que vous pourrez m'aider. {issue}",
      'Bonjour. Je vous contacte pour ceci : {issue}',
    ],
    issue: ['Eh bien, {issue}', "Voilà ce qui s'est passé : {issue}"],
    name: "Je m'appelle {name}.",
    age: "J'ai {age} ans.",
    address: 'Mon adresse est {address}.',
    since: 'Je suis client depuis {since}.',
    fact: '{label} : {value}.',
    unknown: [
      "Je ne sais pas, désolé. Ce que je sais, c'est ceci : {issue}",
      "Je n'ai pas ça sous la main. Le problème reste le même : {issue}",
    ],
    thanksEmpathy: ['Merci, ça me touche.', "Merci, c'est gentil de le dire.", "Merci, j'apprécie."],
    escalate: [
      "Pardon ? Ce n'est pas moi qui me suis trompé.",
      "Ne rejetez pas la faute sur moi. J'ai fait tout ce qu'il fallait.",
      "C'est inacceptable. J'attendais une solution, pas des reproches.",
    ],
    hangUp: [
      "J'en ai assez. Je veux parler à un responsable, je mets fin à cette conversation.",
      'Ça ne mène à rien. Je vais porter plainte ailleurs. Au revoir.',
    ],
    accept: ['Ça me convient, merci.', "D'accord, c'est parfait. Merci d'avoir réglé ça.", 'Très bien, ça règle le problème. Merci.'],
    acceptGrudgingly: [
      "Bon, j'accepte. Mais je ne suis pas satisfait de la façon dont ça s'est passé.",
      "D'accord. Ça règle le problème, mais ça n'aurait pas dû prendre autant de temps.",
    ],
    stillOpen: ["Attendez, mon problème n'est toujours pas réglé. {issue}", "Un instant, nous n'avons encore rien résolu. {issue}"],
    goodbye: ['Non, ce sera tout. Merci pour votre aide, au revoir.', "C'est tout, merci. Bonne journée."],
    nudgeCalm: ['Que pouvez-vous faire pour moi ?', 'Quelles sont les prochaines étapes ?', 'Comment allons-nous régler ça ?'],
    nudgeUpset: [
      'Alors, concrètement, vous allez faire quoi ?',
      "J'attends toujours une solution.",
      'Pouvons-nous aller droit au but, s’il vous plaît ?',
    ],
    greetingBack: ['Bonjour.', 'Bonjour, merci.'],
    timeout: ['Désolé, je dois partir. Je rappellerai plus tard.'],
  },
  es: {
    opening: [
      'Hola, necesito ayuda. {issue}',
      'Hola, espero que pueda ayudarme. {issue}',
      'Buenas. Me pongo en contacto por esto: {issue}',
    ],
    issue: ['Pues, {issue}', 'Esto es lo que pasó: {issue}'],
    name: 'Me llamo {name}.',
    age: 'Tengo {age} años.',
    address: 'Mi dirección es {address}.',
    since: 'Soy cliente desde {since}.',
    fact: '{label}: {value}.',
    unknown: ['No lo sé, lo siento. Lo que sé es esto: {issue}', 'No lo tengo a mano. El problema sigue siendo este: {issue}'],
    thanksEmpathy: ['Gracias, se lo agradezco.', 'Gracias, es bueno oír eso.', 'Le agradezco que lo diga.'],
    escalate: [
      '¿Perdone? No soy yo quien se ha equivocado.',
      'No me eche la culpa a mí. Hice todo lo que tenía que hacer.',
      'Eso es inaceptable. Esperaba una solución, no reproches.',
    ],
    hangUp: [
      'Ya basta. Quiero hablar con un responsable, termino esta conversación.',
      'Esto no lleva a ningún sitio. Presentaré mi queja en otro lugar. Adiós.',
    ],
    accept: ['Me parece bien, gracias.', 'De acuerdo, perfecto. Gracias por solucionarlo.', 'Estupendo, eso lo soluciona. Gracias.'],
    acceptGrudgingly: [
      'Bueno, lo acepto. Pero no estoy contento con cómo se ha gestionado.',
      'De acuerdo. Eso lo arregla, aunque no debería haber costado tanto.',
    ],
    stillOpen: ['Espere, mi problema sigue sin resolverse. {issue}', 'Un momento, todavía no hemos solucionado nada. {issue}'],
    goodbye: ['No, eso es todo. Gracias por su ayuda, adiós.', 'Eso es todo, gracias. Que tenga un buen día.'],
    nudgeCalm: ['¿Qué puede hacer por mí?', '¿Cuáles son los siguientes pasos?', '¿Cómo vamos a solucionarlo?'],
    nudgeUpset: ['¿Y qué va a hacer exactamente?', 'Sigo esperando una solución.', '¿Podemos ir al grano, por favor?'],
    greetingBack: ['Hola.', 'Hola, gracias.'],
    timeout: ['Lo siento, tengo que irme. Volveré a llamar más tarde.'],
  },
};

/** Words of an advisor question that ask for one persona fact. */
export const TOPIC_WORDS: Record<'en' | 'fr' | 'es', Record<'issue' | 'name' | 'age' | 'address' | 'since', readonly string[]>> = {
  en: {
    issue: [
      'how can i help',
      'how may i help',
      'what happened',
      'what seems to be',
      'tell me more',
      'what is the problem',
      'what can i do for you',
    ],
    name: ['name', 'who am i speaking', 'who is calling'],
    age: ['age', 'how old', 'date of birth', 'birthday', 'born'],
    address: ['address', 'where do you live', 'postcode', 'zip code', 'billing address'],
    since: ['how long', 'customer since', 'been with us', 'member since', 'since when'],
  },
  fr: {
    issue: [
      'comment puis je vous aider',
      'en quoi puis je vous aider',
      'que s est il passe',
      'quel est le probleme',
      'que puis je faire pour vous',
    ],
    name: ['nom', 'qui est a l appareil', 'vous appelez vous'],
    age: ['age', 'quel age', 'date de naissance', 'ne le', 'nee le'],
    address: ['adresse', 'ou habitez', 'code postal'],
    since: ['depuis quand', 'depuis combien', 'client depuis', 'cliente depuis'],
  },
  es: {
    issue: [
      'en que puedo ayudarle',
      'como puedo ayudarle',
      'que ha pasado',
      'que paso',
      'cual es el problema',
      'que puedo hacer por usted',
    ],
    name: ['nombre', 'como se llama', 'quien llama'],
    age: ['edad', 'cuantos anos', 'fecha de nacimiento', 'nacio'],
    address: ['direccion', 'donde vive', 'codigo postal'],
    since: ['desde cuando', 'cuanto tiempo', 'cliente desde'],
  },
};

/** Small words a fact's label shares with any question; they do not identify the fact. */
export const LABEL_STOP_WORDS = new Set(
  'the a an of your my on for to and or is number de du la le les des votre mon el la los las del su mi numero'.split(' '),
);
