import type { LibraryRoleplay } from './types.js';

/** A locked-out customer needs a password reset: verify identity properly, never ask for the password. */
export const passwordReset: LibraryRoleplay = {
  key: 'password-reset',
  verticals: ['telecom', 'insurance', 'banking'],
  type: 1,
  scripted: true,
  inboundEnabled: true,
  nluEnabled: false,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 3,
  threshold: 65,
  variants: {
    'en-US': {
      name: 'Password reset with identity check',
      description:
        'A customer is locked out of the online account after several failed attempts. Verify identity with date of birth, ZIP code and a one-time code, then send a secure reset link — never ask for the password.',
      customerName: 'Marcus Bell',
      customerAge: 35,
      customerAddress: '77 Harbor Street, Portland, ME 04101',
      customerSince: 'January 2020',
      customerIssueDescription: 'Locked out of the online account after five failed sign-in attempts; needs to download an invoice today.',
      customerSpeakingStyle: 'In a hurry and slightly impatient; offers his old password to speed things up.',
      customerFacts: [
        { label: 'Date of birth', value: 'September 14, 1989' },
        { label: 'ZIP code', value: '04101' },
        { label: 'Mobile on file', value: 'ending in 4417' },
        { label: 'One-time code', value: '582 931' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ["Hi. I can't get into my online account, it says it's locked."],
          recommendedAnswers: ["Thank you for contacting us. I'm sorry you're locked out; I'll help you get back into your account."],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Okay, what do you need?'],
          recommendedAnswers: [
            'Before we start, please note this chat is recorded for quality and security purposes, and I will never ask you for your password.',
          ],
        },
        {
          id: 'what-happened',
          kind: 'probing',
          customerLines: ['I tried a few times this morning and now it just says the account is locked.'],
          recommendedAnswers: [
            'I understand. Can you tell me whether you still have access to the mobile number and email address on the account?',
          ],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['Yes, same phone number. Look, my old password was Summer2019, can you just use that?'],
          recommendedAnswers: [
            "Please don't share your password with anyone, including me. To verify your identity, could you confirm your date of birth and ZIP code?",
          ],
        },
        {
          id: 'one-time-code',
          kind: 'compliance',
          customerLines: ["Sorry. It's September 14, 1989, and the ZIP is 04101."],
          recommendedAnswers: [
            "Thank you. I've just sent a one-time code by text to the mobile number ending in 4417. Could you read it back to me?",
          ],
        },
        {
          id: 'code-check',
          kind: 'select-one',
          customerLines: ['Got it, the code is 582 931.'],
          recommendedAnswers: ['The code matches: unlock the account'],
          chips: [
            'The code matches: unlock the account',
            'The code does not match: send a new code',
            'Skip the code and reset the password',
          ],
        },
        {
          id: 'reset-link',
          kind: 'resolution',
          customerLines: ['So am I back in?'],
          recommendedAnswers: [
            "Your account is unlocked. I've sent a secure reset link to your email address; it is valid for 30 minutes and lets you choose a new password.",
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Got the email. Thanks for the help.'],
          recommendedAnswers: [
            "You're welcome, Marcus. Is there anything else I can help you with? Thank you for contacting us and have a good day.",
          ],
        },
      ],
    },
    'fr-FR': {
      name: 'Réinitialisation du mot de passe avec vérification d’identité',
      description:
        'Un client est bloqué hors de son espace en ligne après plusieurs tentatives. Vérifiez son identité (date de naissance, code postal, code à usage unique) puis envoyez un lien sécurisé — ne demandez jamais le mot de passe.',
      customerName: 'Julien Moreau',
      customerAge: 35,
      customerAddress: '8 quai de la Fosse, 44000 Nantes',
      customerSince: 'janvier 2020',
      customerIssueDescription: 'Compte en ligne bloqué après cinq tentatives de connexion ; il doit télécharger une facture aujourd’hui.',
      customerSpeakingStyle: 'Pressé et un peu impatient ; propose son ancien mot de passe pour aller plus vite.',
      customerFacts: [
        { label: 'Date de naissance', value: '14 septembre 1989' },
        { label: 'Code postal', value: '44000' },
        { label: 'Mobile enregistré', value: 'se terminant par 4417' },
        { label: 'Code à usage unique', value: '582 931' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Bonjour. Je n’arrive plus à accéder à mon espace client, il est indiqué qu’il est bloqué.'],
          recommendedAnswers: [
            'Merci de nous avoir contactés. Je suis désolé que votre compte soit bloqué, je vais vous aider à y accéder de nouveau.',
          ],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['D’accord, de quoi avez-vous besoin ?'],
          recommendedAnswers: [
            'Avant de commencer, sachez que cette conversation est enregistrée à des fins de qualité et de sécurité, et que je ne vous demanderai jamais votre mot de passe.',
          ],
        },
        {
          id: 'what-happened',
          kind: 'probing',
          customerLines: ['J’ai essayé plusieurs fois ce matin et maintenant le compte est bloqué.'],
          recommendedAnswers: ['Je comprends. Avez-vous toujours accès au numéro de mobile et à l’adresse e-mail du compte ?'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['Oui, même numéro. Mon ancien mot de passe était Ete2019, vous ne pouvez pas simplement l’utiliser ?'],
          recommendedAnswers: [
            'Ne communiquez votre mot de passe à personne, moi compris. Pour vérifier votre identité, pouvez-vous me confirmer votre date de naissance et votre code postal ?',
          ],
        },
        {
          id: 'one-time-code',
          kind: 'compliance',
          customerLines: ['Pardon. C’est le 14 septembre 1989, et le code postal est 44000.'],
          recommendedAnswers: [
            'Merci. Je viens d’envoyer un code à usage unique par SMS au numéro se terminant par 4417. Pouvez-vous me le lire ?',
          ],
        },
        {
          id: 'code-check',
          kind: 'select-one',
          customerLines: ['Je l’ai, le code est 582 931.'],
          recommendedAnswers: ['Le code correspond : débloquer le compte'],
          chips: [
            'Le code correspond : débloquer le compte',
            'Le code ne correspond pas : envoyer un nouveau code',
            'Ignorer le code et réinitialiser',
          ],
        },
        {
          id: 'reset-link',
          kind: 'resolution',
          customerLines: ['Donc je peux me reconnecter ?'],
          recommendedAnswers: [
            'Votre compte est débloqué. Je vous ai envoyé par e-mail un lien sécurisé, valable 30 minutes, pour choisir un nouveau mot de passe.',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['J’ai reçu l’e-mail. Merci pour votre aide.'],
          recommendedAnswers: [
            'Avec plaisir, Monsieur Moreau. Puis-je vous aider pour autre chose ? Merci de nous avoir contactés et bonne journée.',
          ],
        },
      ],
    },
    'es-ES': {
      name: 'Restablecer contraseña con verificación de identidad',
      description:
        'Un cliente ha quedado bloqueado en su área online tras varios intentos. Verifique su identidad (fecha de nacimiento, código postal y código de un solo uso) y envíe un enlace seguro; nunca pida la contraseña.',
      customerName: 'Javier Ortega',
      customerAge: 35,
      customerAddress: 'Avenida del Puerto 31, 46021 Valencia',
      customerSince: 'enero de 2020',
      customerIssueDescription: 'Cuenta online bloqueada tras cinco intentos fallidos; necesita descargar una factura hoy.',
      customerSpeakingStyle: 'Con prisa y algo impaciente; ofrece su contraseña antigua para ir más rápido.',
      customerFacts: [
        { label: 'Fecha de nacimiento', value: '14 de septiembre de 1989' },
        { label: 'Código postal', value: '46021' },
        { label: 'Móvil registrado', value: 'terminado en 4417' },
        { label: 'Código de un solo uso', value: '582 931' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Hola. No puedo entrar en mi cuenta online, dice que está bloqueada.'],
          recommendedAnswers: ['Gracias por contactar con nosotros. Siento que su cuenta esté bloqueada, le ayudo a recuperar el acceso.'],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Vale, ¿qué necesita?'],
          recommendedAnswers: [
            'Antes de empezar, le informo de que este chat se graba por motivos de calidad y seguridad, y de que nunca le pediré su contraseña.',
          ],
        },
        {
          id: 'what-happened',
          kind: 'probing',
          customerLines: ['Lo he intentado varias veces esta mañana y ahora la cuenta está bloqueada.'],
          recommendedAnswers: ['Entiendo. ¿Sigue teniendo acceso al número de móvil y al correo electrónico de la cuenta?'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['Sí, el mismo número. Mire, mi contraseña antigua era Verano2019, ¿no puede usar esa?'],
          recommendedAnswers: [
            'Por favor, no comparta su contraseña con nadie, tampoco conmigo. Para verificar su identidad, ¿puede confirmarme su fecha de nacimiento y su código postal?',
          ],
        },
        {
          id: 'one-time-code',
          kind: 'compliance',
          customerLines: ['Perdón. Es el 14 de septiembre de 1989 y el código postal es 46021.'],
          recommendedAnswers: [
            'Gracias. Le acabo de enviar un código de un solo uso por SMS al móvil terminado en 4417. ¿Me lo puede leer?',
          ],
        },
        {
          id: 'code-check',
          kind: 'select-one',
          customerLines: ['Ya lo tengo, el código es 582 931.'],
          recommendedAnswers: ['El código coincide: desbloquear la cuenta'],
          chips: [
            'El código coincide: desbloquear la cuenta',
            'El código no coincide: enviar un código nuevo',
            'Omitir el código y restablecer',
          ],
        },
        {
          id: 'reset-link',
          kind: 'resolution',
          customerLines: ['¿Entonces ya puedo entrar?'],
          recommendedAnswers: [
            'Su cuenta está desbloqueada. Le he enviado a su correo un enlace seguro, válido durante 30 minutos, para elegir una contraseña nueva.',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Ya me ha llegado el correo. Gracias por la ayuda.'],
          recommendedAnswers: ['De nada, Javier. ¿Puedo ayudarle en algo más? Gracias por contactar con nosotros y que tenga un buen día.'],
        },
      ],
    },
  },
};
