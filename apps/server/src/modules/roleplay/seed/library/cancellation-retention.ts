import type { LibraryRoleplay } from './types.js';

/** An inbound call to cancel broadband for a cheaper competitor: understand the reason, retain with a fair offer. */
export const cancellationRetention: LibraryRoleplay = {
  key: 'cancellation-retention',
  verticals: ['telecom'],
  type: 2,
  scripted: true,
  inboundEnabled: true,
  nluEnabled: false,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 1,
  threshold: 60,
  variants: {
    'en-US': {
      name: 'Cancellation and retention: broadband',
      description:
        'A customer calls to cancel home broadband because a competitor offers a cheaper deal. Find the real reason, present a fair loyalty offer and confirm the new terms clearly.',
      customerName: 'Patricia Gomez',
      customerAge: 51,
      customerAddress: '2290 Willow Creek Drive, Austin, TX 78741',
      customerSince: 'March 2015',
      customerIssueDescription: 'Wants to cancel Fiber 500 ($74.99/month); a competitor offers 500 Mbps for $49.99 for 12 months.',
      customerSpeakingStyle: 'Calm and decided; has done her research and will not be pushed, but is open to a good offer.',
      customerFacts: [
        { label: 'Current plan', value: 'Fiber 500, $74.99 per month, out of contract' },
        { label: 'Competitor offer', value: '500 Mbps for $49.99 per month for 12 months' },
        { label: 'Loyalty offer available', value: 'Fiber 500 for $54.99 per month for 12 months, free router upgrade' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ["Hello, I'm calling because I'd like to cancel my home internet."],
          recommendedAnswers: ["Thank you for calling. I'm sorry to hear you're thinking of leaving; I'll take care of your request."],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Okay.'],
          recommendedAnswers: ['Before we continue, please note that this call is recorded for quality and training purposes.'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['That’s fine. The account is under Patricia Gomez.'],
          recommendedAnswers: [
            'Thank you, Patricia. To verify the account, could you please confirm the service address and your date of birth?',
          ],
        },
        {
          id: 'reason',
          kind: 'probing',
          customerLines: ['2290 Willow Creek Drive in Austin, and March 2, 1974.'],
          recommendedAnswers: [
            'Thank you, your account is verified. May I ask what is making you consider cancelling? Is it the price, the speed or the service?',
          ],
        },
        {
          id: 'offer',
          kind: 'resolution',
          customerLines: [
            "It's the price. I've been with you almost ten years and someone else is offering the same speed for $49.99. I'm paying $74.99.",
          ],
          recommendedAnswers: [
            'I understand, and thank you for your loyalty. I can offer you Fiber 500 for $54.99 per month for 12 months, with a free router upgrade, so you keep the same service with no installation.',
          ],
        },
        {
          id: 'decision',
          kind: 'select-one',
          customerLines: ["That's closer. What happens after the 12 months, and do I have to sign a contract?"],
          recommendedAnswers: ['No contract; the price returns to the standard rate after 12 months'],
          chips: [
            'No contract; the price returns to the standard rate after 12 months',
            'A 24-month contract with an early termination fee',
            'The discount applies for life',
          ],
        },
        {
          id: 'confirm-terms',
          kind: 'compliance',
          customerLines: ["Okay, I'll stay at $54.99 then."],
          recommendedAnswers: [
            'Great. To confirm: Fiber 500 at $54.99 per month for 12 months starting with your next bill, then the standard rate, no contract, and your new router ships within 3 business days. Do you agree to these terms?',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Yes, I agree. Thank you.'],
          recommendedAnswers: [
            "Thank you, Patricia. You'll receive an email confirming the new price. Is there anything else I can help you with? Thank you for staying with us and have a great day.",
          ],
        },
      ],
    },
    'fr-FR': {
      name: 'Résiliation et fidélisation : box internet',
      description:
        'Une cliente appelle pour résilier sa box internet, car un concurrent propose moins cher. Identifiez la vraie raison, présentez une offre de fidélité juste et confirmez clairement les nouvelles conditions.',
      customerName: 'Nathalie Girard',
      customerAge: 51,
      customerAddress: '5 allée des Tilleuls, 31000 Toulouse',
      customerSince: 'mars 2015',
      customerIssueDescription: 'Veut résilier Fibre 500 (44,99 €/mois) ; un concurrent propose 500 Mb/s à 29,99 € pendant 12 mois.',
      customerSpeakingStyle:
        'Calme et décidée ; elle s’est renseignée et n’aime pas qu’on la pousse, mais reste ouverte à une bonne offre.',
      customerFacts: [
        { label: 'Offre actuelle', value: 'Fibre 500, 44,99 € par mois, sans engagement' },
        { label: 'Offre concurrente', value: '500 Mb/s à 29,99 € par mois pendant 12 mois' },
        { label: 'Offre de fidélité', value: 'Fibre 500 à 32,99 € par mois pendant 12 mois, nouvelle box offerte' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Bonjour, j’appelle parce que je souhaite résilier ma box internet.'],
          recommendedAnswers: [
            'Merci de votre appel. Je suis désolé d’apprendre que vous envisagez de nous quitter ; je m’occupe de votre demande.',
          ],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['D’accord.'],
          recommendedAnswers: ['Avant de continuer, je vous informe que cet appel est enregistré à des fins de qualité et de formation.'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['Pas de problème. Le compte est au nom de Nathalie Girard.'],
          recommendedAnswers: [
            'Merci, Madame Girard. Pour vérifier le compte, pouvez-vous me confirmer l’adresse d’installation et votre date de naissance ?',
          ],
        },
        {
          id: 'reason',
          kind: 'probing',
          customerLines: ['5 allée des Tilleuls à Toulouse, et le 2 mars 1974.'],
          recommendedAnswers: [
            'Merci, votre compte est vérifié. Puis-je vous demander ce qui vous pousse à résilier ? Le prix, le débit ou le service ?',
          ],
        },
        {
          id: 'offer',
          kind: 'resolution',
          customerLines: [
            'C’est le prix. Je suis chez vous depuis presque dix ans et un autre opérateur propose le même débit à 29,99 €. Je paie 44,99 €.',
          ],
          recommendedAnswers: [
            'Je comprends, et merci pour votre fidélité. Je peux vous proposer la Fibre 500 à 32,99 € par mois pendant 12 mois, avec une nouvelle box offerte, sans aucune nouvelle installation.',
          ],
        },
        {
          id: 'decision',
          kind: 'select-one',
          customerLines: ['C’est plus proche. Que se passe-t-il après 12 mois, et dois-je m’engager ?'],
          recommendedAnswers: ['Sans engagement ; le prix revient au tarif standard après 12 mois'],
          chips: [
            'Sans engagement ; le prix revient au tarif standard après 12 mois',
            'Engagement de 24 mois avec frais de résiliation',
            'La remise s’applique à vie',
          ],
        },
        {
          id: 'confirm-terms',
          kind: 'compliance',
          customerLines: ['D’accord, je reste à 32,99 € alors.'],
          recommendedAnswers: [
            'Parfait. Je récapitule : Fibre 500 à 32,99 € par mois pendant 12 mois dès votre prochaine facture, puis le tarif standard, sans engagement, et votre nouvelle box est expédiée sous 3 jours ouvrés. Acceptez-vous ces conditions ?',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Oui, j’accepte. Merci.'],
          recommendedAnswers: [
            'Merci, Madame Girard. Vous recevrez un e-mail de confirmation du nouveau tarif. Puis-je vous aider pour autre chose ? Merci de votre fidélité et bonne journée.',
          ],
        },
      ],
    },
    'es-ES': {
      name: 'Baja y retención: fibra',
      description:
        'Una clienta llama para dar de baja su fibra porque la competencia le ofrece un precio más bajo. Averigüe el motivo real, presente una oferta de fidelización justa y confirme claramente las nuevas condiciones.',
      customerName: 'Carmen Ruiz',
      customerAge: 51,
      customerAddress: 'Calle Sierpes 45, 41004 Sevilla',
      customerSince: 'marzo de 2015',
      customerIssueDescription: 'Quiere dar de baja Fibra 500 (44,99 €/mes); otra compañía ofrece 500 Mb por 29,99 € durante 12 meses.',
      customerSpeakingStyle: 'Tranquila y decidida; se ha informado y no le gusta que la presionen, pero escucha una buena oferta.',
      customerFacts: [
        { label: 'Tarifa actual', value: 'Fibra 500, 44,99 € al mes, sin permanencia' },
        { label: 'Oferta de la competencia', value: '500 Mb por 29,99 € al mes durante 12 meses' },
        { label: 'Oferta de fidelización', value: 'Fibra 500 por 32,99 € al mes durante 12 meses y router nuevo gratis' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Hola, llamo porque quiero dar de baja mi fibra.'],
          recommendedAnswers: ['Gracias por su llamada. Siento que esté pensando en dejarnos; me encargo de su solicitud.'],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Vale.'],
          recommendedAnswers: ['Antes de continuar, le informo de que esta llamada se graba con fines de calidad y formación.'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['De acuerdo. La cuenta está a nombre de Carmen Ruiz.'],
          recommendedAnswers: [
            'Gracias, Carmen. Para verificar la cuenta, ¿me confirma la dirección de instalación y su fecha de nacimiento?',
          ],
        },
        {
          id: 'reason',
          kind: 'probing',
          customerLines: ['Calle Sierpes 45 en Sevilla, y el 2 de marzo de 1974.'],
          recommendedAnswers: [
            'Gracias, su cuenta está verificada. ¿Puedo preguntarle qué le lleva a querer la baja? ¿El precio, la velocidad o el servicio?',
          ],
        },
        {
          id: 'offer',
          kind: 'resolution',
          customerLines: [
            'Es el precio. Llevo casi diez años con ustedes y otra compañía me da la misma velocidad por 29,99 €. Yo pago 44,99 €.',
          ],
          recommendedAnswers: [
            'Lo entiendo, y gracias por su fidelidad. Puedo ofrecerle Fibra 500 por 32,99 € al mes durante 12 meses, con un router nuevo gratis, sin ninguna instalación nueva.',
          ],
        },
        {
          id: 'decision',
          kind: 'select-one',
          customerLines: ['Eso se acerca más. ¿Qué pasa después de los 12 meses? ¿Tengo que firmar permanencia?'],
          recommendedAnswers: ['Sin permanencia; el precio vuelve a la tarifa estándar tras 12 meses'],
          chips: [
            'Sin permanencia; el precio vuelve a la tarifa estándar tras 12 meses',
            'Permanencia de 24 meses con penalización',
            'El descuento es para siempre',
          ],
        },
        {
          id: 'confirm-terms',
          kind: 'compliance',
          customerLines: ['Vale, entonces me quedo por 32,99 €.'],
          recommendedAnswers: [
            'Perfecto. Le confirmo: Fibra 500 por 32,99 € al mes durante 12 meses desde su próxima factura, después la tarifa estándar, sin permanencia, y el router nuevo se envía en 3 días laborables. ¿Acepta estas condiciones?',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Sí, acepto. Gracias.'],
          recommendedAnswers: [
            'Gracias, Carmen. Recibirá un correo con el nuevo precio. ¿Puedo ayudarle en algo más? Gracias por seguir con nosotros y que tenga un buen día.',
          ],
        },
      ],
    },
  },
};
