import type { LibraryRoleplay } from './types.js';

/** First notice of loss after a rear-end collision: safety first, verify the policy, capture the facts, open the claim. */
export const insuranceClaimFnol: LibraryRoleplay = {
  key: 'insurance-claim-fnol',
  verticals: ['insurance'],
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
      name: 'Insurance claim: first notice of loss',
      description:
        'A policyholder calls shortly after being rear-ended at a red light. Check everyone is safe, verify the policy, record what happened and open the claim with clear next steps.',
      customerName: 'Kevin Osei',
      customerAge: 29,
      customerAddress: '1503 Elm Street, Apt 4B, Denver, CO 80203',
      customerSince: 'August 2021',
      customerIssueDescription:
        'Rear-ended at a red light on Colfax Avenue at 8:15 this morning; rear bumper and trunk damaged, car drivable.',
      customerSpeakingStyle: 'Shaken and speaking quickly; calms down when the advisor is reassuring and structured.',
      customerFacts: [
        { label: 'Policy number', value: 'AUT-448210-7' },
        { label: 'Vehicle', value: '2019 Honda Civic, license plate CXR-2291' },
        { label: 'Other driver', value: 'Megan Price, insured with another company, policy on the exchange form' },
        { label: 'Police report', value: 'Denver PD report 24-118734' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ["Hi, I've just had an accident and I need to make a claim."],
          recommendedAnswers: ["Thank you for calling. I'm sorry to hear about your accident; I'm here to help you with your claim."],
        },
        {
          id: 'safety',
          kind: 'probing',
          customerLines: ["Someone drove into the back of my car at a red light. I'm still kind of shaking."],
          recommendedAnswers: ['First, are you and everyone involved safe, and does anyone need medical attention?'],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ["Nobody's hurt, I'm okay. I'm parked at a gas station now."],
          recommendedAnswers: [
            "I'm glad everyone is safe. Please note that this call is recorded, and what you tell me will be used to assess your claim.",
          ],
        },
        {
          id: 'verify-policy',
          kind: 'compliance',
          customerLines: ['Sure. What do you need from me?'],
          recommendedAnswers: ['Could you please give me your policy number and confirm your date of birth so I can verify the policy?'],
        },
        {
          id: 'what-happened',
          kind: 'probing',
          customerLines: ["It's AUT-448210-7, and I was born on May 9, 1995."],
          recommendedAnswers: [
            'Thank you, Kevin, your policy is verified. Can you tell me when and where the accident happened and what was damaged?',
          ],
        },
        {
          id: 'other-party',
          kind: 'probing',
          customerLines: [
            'About 8:15 this morning on Colfax Avenue. I was stopped at the light and she hit my rear bumper. The trunk won’t close properly.',
          ],
          recommendedAnswers: ['Did you exchange details with the other driver, and was a police report made?'],
        },
        {
          id: 'drivable',
          kind: 'select-one',
          customerLines: ['Yes, we filled in the exchange form, and the police gave me report number 24-118734. The car still drives.'],
          recommendedAnswers: ['Drivable: book a repair at a partner body shop'],
          chips: ['Drivable: book a repair at a partner body shop', 'Not drivable: send a tow truck', 'Close the call without a claim'],
        },
        {
          id: 'open-claim',
          kind: 'resolution',
          customerLines: ['So what happens now?'],
          recommendedAnswers: [
            "I've opened your claim, number CLM-20931. A partner body shop will call you within one business day to book the repair, and your policy includes a rental car while your car is in the shop.",
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Okay, that helps a lot. Thank you.'],
          recommendedAnswers: [
            "You're welcome, Kevin. You'll get a text with your claim number. Is there anything else I can help you with? Take care and drive safely.",
          ],
        },
      ],
    },
    'fr-FR': {
      name: 'Sinistre auto : déclaration de sinistre',
      description:
        'Un assuré appelle juste après avoir été percuté à l’arrière à un feu rouge. Vérifiez que tout le monde va bien, contrôlez le contrat, recueillez les faits et ouvrez le dossier avec des étapes claires.',
      customerName: 'Thomas Lefèvre',
      customerAge: 29,
      customerAddress: '27 cours Lafayette, 69003 Lyon',
      customerSince: 'août 2021',
      customerIssueDescription:
        'Percuté à l’arrière à un feu rouge cours Gambetta ce matin à 8 h 15 ; pare-chocs et coffre endommagés, voiture roulante.',
      customerSpeakingStyle: 'Secoué et parle vite ; se calme quand le conseiller est rassurant et structuré.',
      customerFacts: [
        { label: 'Numéro de contrat', value: 'AUT-448210-7' },
        { label: 'Véhicule', value: 'Peugeot 208 de 2019, immatriculée FG-229-RX' },
        { label: 'Autre conducteur', value: 'Sophie Marchand, constat amiable rempli' },
        { label: 'Constat', value: 'Constat amiable signé par les deux conducteurs' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Bonjour, je viens d’avoir un accident et je dois déclarer un sinistre.'],
          recommendedAnswers: [
            'Merci de votre appel. Je suis désolé pour votre accident ; je suis là pour vous aider à déclarer le sinistre.',
          ],
        },
        {
          id: 'safety',
          kind: 'probing',
          customerLines: ['Quelqu’un m’est rentré dedans à l’arrière à un feu rouge. Je tremble encore un peu.'],
          recommendedAnswers: [
            'Tout d’abord, est-ce que vous et les autres personnes impliquées allez bien, et quelqu’un a-t-il besoin de soins ?',
          ],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Personne n’est blessé, ça va. Je suis garé dans une station-service.'],
          recommendedAnswers: [
            'Je suis soulagé que tout le monde aille bien. Sachez que cet appel est enregistré et que vos déclarations serviront à l’instruction du dossier.',
          ],
        },
        {
          id: 'verify-policy',
          kind: 'compliance',
          customerLines: ['D’accord. De quoi avez-vous besoin ?'],
          recommendedAnswers: [
            'Pouvez-vous me donner votre numéro de contrat et me confirmer votre date de naissance pour vérifier le contrat ?',
          ],
        },
        {
          id: 'what-happened',
          kind: 'probing',
          customerLines: ['C’est AUT-448210-7, et je suis né le 9 mai 1995.'],
          recommendedAnswers: [
            'Merci, Monsieur Lefèvre, votre contrat est vérifié. Pouvez-vous me dire quand et où l’accident a eu lieu et ce qui est endommagé ?',
          ],
        },
        {
          id: 'other-party',
          kind: 'probing',
          customerLines: [
            'Vers 8 h 15 ce matin, cours Gambetta. J’étais arrêté au feu et elle a touché mon pare-chocs. Le coffre ne ferme plus bien.',
          ],
          recommendedAnswers: ['Avez-vous rempli un constat amiable avec l’autre conductrice ?'],
        },
        {
          id: 'drivable',
          kind: 'select-one',
          customerLines: ['Oui, on a rempli et signé le constat. La voiture roule toujours.'],
          recommendedAnswers: ['Roulante : prendre rendez-vous dans un garage partenaire'],
          chips: [
            'Roulante : prendre rendez-vous dans un garage partenaire',
            'Non roulante : envoyer une dépanneuse',
            'Clore l’appel sans déclaration',
          ],
        },
        {
          id: 'open-claim',
          kind: 'resolution',
          customerLines: ['Et maintenant, qu’est-ce qui se passe ?'],
          recommendedAnswers: [
            'J’ai ouvert votre dossier de sinistre numéro CLM-20931. Un garage partenaire vous appellera sous un jour ouvré pour la réparation, et votre contrat inclut un véhicule de prêt pendant les travaux.',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['D’accord, ça m’aide beaucoup. Merci.'],
          recommendedAnswers: [
            'Avec plaisir, Monsieur Lefèvre. Vous recevrez un SMS avec votre numéro de dossier. Puis-je vous aider pour autre chose ? Prenez soin de vous et soyez prudent.',
          ],
        },
      ],
    },
    'es-ES': {
      name: 'Siniestro de automóvil: primera declaración',
      description:
        'Un asegurado llama justo después de que le golpearan por detrás en un semáforo. Compruebe que todos están bien, verifique la póliza, recoja los hechos y abra el siniestro con pasos claros.',
      customerName: 'Daniel Navarro',
      customerAge: 29,
      customerAddress: 'Calle Mayor 12, 3.º B, 50001 Zaragoza',
      customerSince: 'agosto de 2021',
      customerIssueDescription:
        'Le golpearon por detrás en un semáforo en el paseo de la Independencia a las 8:15; parachoques y maletero dañados, el coche circula.',
      customerSpeakingStyle: 'Nervioso y habla deprisa; se tranquiliza cuando el agente es claro y ordenado.',
      customerFacts: [
        { label: 'Número de póliza', value: 'AUT-448210-7' },
        { label: 'Vehículo', value: 'Seat León de 2019, matrícula 2291 KXR' },
        { label: 'Otra conductora', value: 'Marta Gil, parte amistoso firmado' },
        { label: 'Parte', value: 'Declaración amistosa firmada por ambos conductores' },
      ],
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Hola, acabo de tener un accidente y necesito dar un parte.'],
          recommendedAnswers: ['Gracias por su llamada. Siento mucho lo del accidente; estoy aquí para ayudarle con el parte.'],
        },
        {
          id: 'safety',
          kind: 'probing',
          customerLines: ['Me han dado por detrás en un semáforo. Todavía estoy un poco temblando.'],
          recommendedAnswers: ['Antes de nada, ¿usted y las demás personas implicadas están bien? ¿Alguien necesita atención médica?'],
        },
        {
          id: 'disclaimer',
          kind: 'disclaimer',
          customerLines: ['Nadie está herido, estoy bien. Estoy aparcado en una gasolinera.'],
          recommendedAnswers: [
            'Me alegro de que todos estén bien. Le informo de que esta llamada se graba y lo que me cuente se usará para valorar el siniestro.',
          ],
        },
        {
          id: 'verify-policy',
          kind: 'compliance',
          customerLines: ['Vale. ¿Qué necesita?'],
          recommendedAnswers: ['¿Me puede dar su número de póliza y confirmar su fecha de nacimiento para verificar la póliza?'],
        },
        {
          id: 'what-happened',
          kind: 'probing',
          customerLines: ['Es AUT-448210-7, y nací el 9 de mayo de 1995.'],
          recommendedAnswers: [
            'Gracias, Daniel, su póliza está verificada. ¿Me cuenta cuándo y dónde ocurrió el accidente y qué daños tiene el coche?',
          ],
        },
        {
          id: 'other-party',
          kind: 'probing',
          customerLines: [
            'Sobre las 8:15, en el paseo de la Independencia. Estaba parado en el semáforo y me dio en el parachoques. El maletero no cierra bien.',
          ],
          recommendedAnswers: ['¿Rellenaron la declaración amistosa con la otra conductora?'],
        },
        {
          id: 'drivable',
          kind: 'select-one',
          customerLines: ['Sí, la rellenamos y la firmamos. El coche todavía circula.'],
          recommendedAnswers: ['Circula: pedir cita en un taller concertado'],
          chips: ['Circula: pedir cita en un taller concertado', 'No circula: enviar una grúa', 'Cerrar la llamada sin parte'],
        },
        {
          id: 'open-claim',
          kind: 'resolution',
          customerLines: ['¿Y ahora qué pasa?'],
          recommendedAnswers: [
            'He abierto su siniestro con el número CLM-20931. Un taller concertado le llamará en un día laborable para la reparación, y su póliza incluye coche de sustitución mientras dure.',
          ],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['Vale, esto me ayuda mucho. Gracias.'],
          recommendedAnswers: [
            'De nada, Daniel. Recibirá un SMS con el número de siniestro. ¿Puedo ayudarle en algo más? Cuídese y conduzca con prudencia.',
          ],
        },
      ],
    },
  },
};
