import type { SeedReplies } from './types.js';

/** French and Spanish replies: the matcher's stemmed path (no lemmatiser) on the library's translations. */
export const FRENCH_SPANISH_REPLIES: SeedReplies = {
  'billing-dispute': {
    'fr-FR': {
      disclaimer: {
        paraphrase: 'Oui, nous enregistrons cette conversation à des fins de formation et de qualité.',
        partial: 'Oui, bien sûr.',
        offTopic: 'Pouvez-vous m’indiquer les dates de votre voyage ?',
        contradiction: 'Non, cette conversation n’est pas enregistrée.',
      },
      'verify-identity': {
        paraphrase: 'Merci. Pour vérifier votre identité, pourriez-vous confirmer le nom complet et l’adresse de facturation du compte ?',
        partial: 'Merci pour le numéro de compte.',
        offTopic: 'Le remboursement apparaîtra sur votre prochaine facture.',
        contradiction: 'Merci. Je n’ai pas besoin de vérifier votre identité ni de confirmer votre nom et votre adresse.',
      },
      'credit-timing': {
        paraphrase: 'Vous verrez le remboursement sur votre prochaine facture et recevrez un e-mail de confirmation sous 24 heures.',
        partial: 'Bientôt.',
        offTopic: 'Cette conversation est enregistrée à des fins de qualité.',
        contradiction: 'Le remboursement n’apparaîtra pas sur votre prochaine facture et vous ne recevrez aucun e-mail de confirmation.',
      },
      closing: {
        paraphrase: 'Avec plaisir, Madame Dubois. Puis-je vous aider pour autre chose ? Merci de nous avoir contactés, bonne journée.',
        partial: 'D’accord.',
        offTopic: 'Quel pass voyage avez-vous ajouté ?',
        contradiction: 'Je ne peux vous aider pour rien d’autre aujourd’hui.',
      },
    },
    'es-ES': {
      disclaimer: {
        paraphrase: 'Sí, grabamos esta conversación con fines de formación y calidad.',
        partial: 'Sí, claro.',
        offTopic: '¿Me puede decir las fechas de su viaje?',
        contradiction: 'No, esta conversación no se graba.',
      },
      'verify-identity': {
        paraphrase: 'Gracias. Para verificar su identidad, ¿me confirma el nombre completo y la dirección de facturación de la cuenta?',
        partial: 'Gracias por el número de cuenta.',
        offTopic: 'El abono aparecerá en su próxima factura.',
        contradiction: 'Gracias. No necesito verificar su identidad ni confirmar su nombre ni su dirección.',
      },
      'credit-timing': {
        paraphrase: 'Verá el abono en su próxima factura y recibirá un correo de confirmación en 24 horas.',
        partial: 'Pronto.',
        offTopic: 'Esta conversación se graba con fines de calidad.',
        contradiction: 'El abono no aparecerá en su próxima factura y no recibirá ningún correo de confirmación.',
      },
      closing: {
        paraphrase: 'De nada, Lucía. ¿Le puedo ayudar en algo más hoy? Gracias por contactar con nosotros, que tenga un buen día.',
        partial: 'Vale.',
        offTopic: '¿Qué bono de viaje añadió a su cuenta?',
        contradiction: 'No puedo ayudarle en nada más hoy.',
      },
    },
  },
  'password-reset': {
    'fr-FR': {
      'what-happened': {
        paraphrase: 'Je comprends. Avez-vous encore accès au numéro de mobile et à l’adresse e-mail du compte ?',
        partial: 'Je comprends.',
        offTopic: 'Votre compte est débloqué.',
        contradiction: 'Je comprends. Vous n’avez plus accès au numéro de mobile ni à l’adresse e-mail du compte.',
      },
      'one-time-code': {
        paraphrase: 'Merci. Je vous ai envoyé par SMS un code à usage unique au numéro qui se termine par 4417. Pouvez-vous me le lire ?',
        partial: 'Merci.',
        offTopic: 'Puis-je vous aider pour autre chose ?',
        contradiction: 'Merci. Je n’ai envoyé aucun code par SMS au numéro se terminant par 4417.',
      },
      'reset-link': {
        paraphrase:
          'Votre compte est débloqué. Un lien sécurisé, valable 30 minutes, vous a été envoyé par e-mail pour choisir un nouveau mot de passe.',
        partial: 'Oui.',
        offTopic: 'Cette conversation est enregistrée à des fins de qualité.',
        contradiction: 'Votre compte n’est pas débloqué et je ne vous ai envoyé aucun lien.',
      },
      closing: {
        paraphrase: 'Avec plaisir, Monsieur Moreau. Puis-je vous aider pour autre chose ? Merci de nous avoir contactés et bonne journée.',
        partial: 'Parfait.',
        offTopic: 'Pouvez-vous me lire le code ?',
        contradiction: 'Je ne peux pas vous aider pour autre chose.',
      },
    },
    'es-ES': {
      'what-happened': {
        paraphrase: 'Entiendo. ¿Todavía tiene acceso al número de móvil y al correo electrónico de la cuenta?',
        partial: 'Entiendo.',
        offTopic: 'Su cuenta está desbloqueada.',
        contradiction: 'Entiendo. Ya no tiene acceso al número de móvil ni al correo de la cuenta.',
      },
      'one-time-code': {
        paraphrase: 'Gracias. Le he enviado por SMS un código de un solo uso al móvil terminado en 4417. ¿Me lo lee?',
        partial: 'Gracias.',
        offTopic: '¿Puedo ayudarle en algo más?',
        contradiction: 'Gracias. No le he enviado ningún código al móvil terminado en 4417.',
      },
      'reset-link': {
        paraphrase:
          'Su cuenta ya está desbloqueada. Le he enviado a su correo un enlace seguro, válido 30 minutos, para elegir una contraseña nueva.',
        partial: 'Sí.',
        offTopic: 'Este chat se graba por motivos de calidad.',
        contradiction: 'Su cuenta sigue bloqueada y no le he enviado ningún enlace.',
      },
      closing: {
        paraphrase: 'De nada, Javier. ¿Le puedo ayudar en algo más? Gracias por contactar con nosotros y que tenga un buen día.',
        partial: 'Perfecto.',
        offTopic: '¿Me puede leer el código?',
        contradiction: 'No puedo ayudarle en nada más.',
      },
    },
  },
};
