import type { LibraryRoleplay } from './types.js';

/** A customer disputes a roaming charge although a travel pass was bought: verify, investigate, credit. */
export const billingDispute: LibraryRoleplay = {
  key: 'billing-dispute',
  verticals: ['telecom'],
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
      name: 'Billing dispute: unexpected roaming charge',
      description:
        'A long-standing customer finds a $89.99 roaming charge on her bill although she bought a travel pass. Verify her identity, find out what happened and resolve the charge fairly.',
      customerName: 'Dana Whitfield',
      customerAge: 42,
      customerAddress: '418 Maple Avenue, Columbus, OH 43215',
      customerSince: 'June 2017',
      customerIssueDescription: 'Charged $89.99 for roaming in Canada (March 3–9) despite adding a travel pass.',
      customerSpeakingStyle: 'Polite but firm; has checked her bill line by line and expects a clear explanation.',
      customerFacts: [
        { label: 'Account number', value: '5521 0043 87' },
        { label: 'Travel pass', value: 'Canada & Mexico Day Pass, activated March 4 at 08:12' },
        { label: 'Disputed charge', value: '$89.99 standard roaming, March 3' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ["Hi, I'm looking at my latest bill and there's a roaming charge I really don't think I should be paying."],
          recommendedAnswers: [
            "Thank you for contacting us. I'm sorry to hear about the unexpected charge, I'll be glad to look into it for you.",
          ],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Okay. Before we go on, is this conversation being kept anywhere?'],
          recommendedAnswers: ['Yes, this conversation is recorded for quality and training purposes.'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['Fine. My account number is 5521 0043 87.'],
          recommendedAnswers: [
            'Thank you. To verify your identity, could you please confirm the full name and the billing address on the account?',
          ],
        },
        {
          id: 'travel-details',
          kind: 'probing',
          customerLines: ['Dana Whitfield, 418 Maple Avenue, Columbus. The charge is $89.99 for roaming.'],
          recommendedAnswers: [
            'Thank you, Dana. Could you tell me the dates you were travelling and whether you added a travel pass before you left?',
          ],
        },
        {
          id: 'which-pass',
          kind: 'select-one',
          customerLines: ['I was in Toronto from March 3 to March 9, and I definitely added a pass. Which one do you see on my account?'],
          recommendedAnswers: ['Canada & Mexico Day Pass'],
          chips: ['Canada & Mexico Day Pass', 'Europe Travel Pass', 'No travel pass on the account'],
        },
        {
          id: 'explain-and-credit',
          kind: 'resolution',
          customerLines: ['Then why was I charged the full roaming rate?'],
          recommendedAnswers: [
            'The pass was activated on March 4, the day after you arrived, so March 3 was billed at the standard roaming rate. As a one-time courtesy I will credit the $89.99 back to your account.',
          ],
          chips: ['Explain the activation date and credit the charge', 'Explain the activation date only'],
        },
        {
          id: 'credit-timing',
          kind: 'regular',
          customerLines: ["That's fair, thank you. When will I see the credit?"],
          recommendedAnswers: ['The credit will appear on your next bill, and you will receive a confirmation email within 24 hours.'],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Great, thanks for sorting this out so quickly.'],
          recommendedAnswers: [
            "You're welcome, Dana. Is there anything else I can help you with today? Thank you for contacting us and have a great day.",
          ],
        },
      ],
    },
    'fr-FR': {
      name: 'Litige de facturation : frais d’itinérance inattendus',
      description:
        'Une cliente fidèle découvre 89,99 € de frais d’itinérance sur sa facture alors qu’elle avait acheté un pass voyage. Vérifiez son identité, comprenez ce qui s’est passé et réglez le litige équitablement.',
      customerName: 'Claire Dubois',
      customerAge: 42,
      customerAddress: '12 rue Sainte-Catherine, 69001 Lyon',
      customerSince: 'juin 2017',
      customerIssueDescription: 'Facturée 89,99 € d’itinérance au Canada (3–9 mars) malgré l’ajout d’un pass voyage.',
      customerSpeakingStyle: 'Polie mais ferme ; elle a vérifié sa facture ligne par ligne et attend une explication claire.',
      customerFacts: [
        { label: 'Numéro de compte', value: '5521 0043 87' },
        { label: 'Pass voyage', value: 'Pass Jour Canada & Mexique, activé le 4 mars à 08 h 12' },
        { label: 'Frais contestés', value: '89,99 € d’itinérance standard, 3 mars' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: [
            'Bonjour, je regarde ma dernière facture et il y a des frais d’itinérance que je ne pense vraiment pas devoir payer.',
          ],
          recommendedAnswers: [
            'Merci de nous avoir contactés. Je suis désolé pour ces frais inattendus, je vais les examiner avec plaisir.',
          ],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['D’accord. Avant de continuer, cette conversation est-elle conservée quelque part ?'],
          recommendedAnswers: ['Oui, cette conversation est enregistrée à des fins de qualité et de formation.'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['Très bien. Mon numéro de compte est le 5521 0043 87.'],
          recommendedAnswers: [
            'Merci. Pour vérifier votre identité, pouvez-vous me confirmer le nom complet et l’adresse de facturation du compte ?',
          ],
        },
        {
          id: 'travel-details',
          kind: 'probing',
          customerLines: ['Claire Dubois, 12 rue Sainte-Catherine à Lyon. Les frais sont de 89,99 € d’itinérance.'],
          recommendedAnswers: [
            'Merci, Madame Dubois. Pouvez-vous m’indiquer les dates de votre voyage et si vous aviez ajouté un pass voyage avant de partir ?',
          ],
        },
        {
          id: 'which-pass',
          kind: 'select-one',
          customerLines: ['J’étais à Toronto du 3 au 9 mars, et j’ai bien ajouté un pass. Lequel voyez-vous sur mon compte ?'],
          recommendedAnswers: ['Pass Jour Canada & Mexique'],
          chips: ['Pass Jour Canada & Mexique', 'Pass Voyage Europe', 'Aucun pass voyage sur le compte'],
        },
        {
          id: 'explain-and-credit',
          kind: 'resolution',
          customerLines: ['Alors pourquoi ai-je payé le tarif d’itinérance complet ?'],
          recommendedAnswers: [
            'Le pass a été activé le 4 mars, le lendemain de votre arrivée, donc le 3 mars a été facturé au tarif d’itinérance standard. À titre exceptionnel, je vous rembourse les 89,99 € sur votre compte.',
          ],
          chips: ['Expliquer la date d’activation et rembourser', 'Expliquer la date d’activation seulement'],
        },
        {
          id: 'credit-timing',
          kind: 'regular',
          customerLines: ['C’est honnête, merci. Quand verrai-je le remboursement ?'],
          recommendedAnswers: [
            'Le remboursement apparaîtra sur votre prochaine facture et vous recevrez un e-mail de confirmation sous 24 heures.',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Parfait, merci d’avoir réglé cela si vite.'],
          recommendedAnswers: [
            'Avec plaisir, Madame Dubois. Puis-je vous aider pour autre chose aujourd’hui ? Merci de nous avoir contactés et bonne journée.',
          ],
        },
      ],
    },
    'es-ES': {
      name: 'Reclamación de factura: cargo de itinerancia inesperado',
      description:
        'Una clienta de muchos años encuentra un cargo de itinerancia de 89,99 € en su factura aunque compró un bono de viaje. Verifique su identidad, averigüe qué pasó y resuelva el cargo de forma justa.',
      customerName: 'Lucía Martín',
      customerAge: 42,
      customerAddress: 'Calle de Alcalá 214, 28028 Madrid',
      customerSince: 'junio de 2017',
      customerIssueDescription: 'Le cobraron 89,99 € de itinerancia en Canadá (3–9 de marzo) pese a haber añadido un bono de viaje.',
      customerSpeakingStyle: 'Educada pero firme; ha revisado la factura línea por línea y espera una explicación clara.',
      customerFacts: [
        { label: 'Número de cuenta', value: '5521 0043 87' },
        { label: 'Bono de viaje', value: 'Bono Diario Canadá y México, activado el 4 de marzo a las 08:12' },
        { label: 'Cargo reclamado', value: '89,99 € de itinerancia estándar, 3 de marzo' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Hola, estoy mirando mi última factura y hay un cargo de itinerancia que de verdad creo que no debería pagar.'],
          recommendedAnswers: ['Gracias por contactar con nosotros. Siento mucho ese cargo inesperado, con gusto lo reviso.'],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Vale. Antes de seguir, ¿esta conversación se guarda en algún sitio?'],
          recommendedAnswers: ['Sí, esta conversación se graba con fines de calidad y formación.'],
        },
        {
          id: 'verify-identity',
          kind: 'compliance',
          customerLines: ['Bien. Mi número de cuenta es el 5521 0043 87.'],
          recommendedAnswers: [
            'Gracias. Para verificar su identidad, ¿podría confirmarme el nombre completo y la dirección de facturación de la cuenta?',
          ],
        },
        {
          id: 'travel-details',
          kind: 'probing',
          customerLines: ['Lucía Martín, calle de Alcalá 214, Madrid. El cargo es de 89,99 € por itinerancia.'],
          recommendedAnswers: ['Gracias, Lucía. ¿Me puede decir las fechas de su viaje y si añadió un bono de viaje antes de salir?'],
        },
        {
          id: 'which-pass',
          kind: 'select-one',
          customerLines: ['Estuve en Toronto del 3 al 9 de marzo y sí añadí un bono. ¿Cuál ve usted en mi cuenta?'],
          recommendedAnswers: ['Bono Diario Canadá y México'],
          chips: ['Bono Diario Canadá y México', 'Bono Viaje Europa', 'No hay bono de viaje en la cuenta'],
        },
        {
          id: 'explain-and-credit',
          kind: 'resolution',
          customerLines: ['¿Entonces por qué me cobraron la tarifa de itinerancia completa?'],
          recommendedAnswers: [
            'El bono se activó el 4 de marzo, el día después de su llegada, así que el 3 de marzo se facturó a la tarifa de itinerancia estándar. Como gesto excepcional, le abono los 89,99 € en su cuenta.',
          ],
          chips: ['Explicar la fecha de activación y abonar el cargo', 'Explicar solo la fecha de activación'],
        },
        {
          id: 'credit-timing',
          kind: 'regular',
          customerLines: ['Me parece justo, gracias. ¿Cuándo veré el abono?'],
          recommendedAnswers: ['El abono aparecerá en su próxima factura y recibirá un correo de confirmación en 24 horas.'],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Estupendo, gracias por resolverlo tan rápido.'],
          recommendedAnswers: [
            'De nada, Lucía. ¿Puedo ayudarle en algo más hoy? Gracias por contactar con nosotros y que tenga un buen día.',
          ],
        },
      ],
    },
  },
};
