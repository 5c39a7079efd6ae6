import type { LibraryVariant } from '../types.js';

export const esES: LibraryVariant = {
  name: 'Alerta de fraude: solicitud sospechosa de duplicado de SIM',
  description:
    'Llame a una clienta después de que se pidiera un duplicado de SIM de su número en una tienda de otra ciudad. Verifique su identidad sin pedir códigos ni PIN, pare la solicitud y proteja la línea.',
  customerName: 'Pilar Sánchez',
  customerAge: 67,
  customerAddress: 'Calle Real 15, 15003 A Coruña',
  customerSince: 'mayo de 2009',
  customerIssueDescription:
    'Hace una hora se pidió un duplicado de SIM de su número en una tienda de Barcelona; ella está en su casa de A Coruña y no ha pedido nada.',
  customerSpeakingStyle: 'Prudente y algo nerviosa; desconfía de cualquiera que llame hablando de fraude.',
  customerFacts: [
    { label: 'Solicitud', value: 'Duplicado de SIM pedido en una tienda de Barcelona hoy a las 10:42, pendiente de verificación' },
    { label: 'Pregunta de seguridad', value: 'Nombre de su primer colegio: Santa Ana' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['¿Sí? ¿Quién es?'],
      recommendedAnswers: [
        'Buenos días, le llamo del departamento de prevención del fraude de su compañía móvil. ¿Hablo con Pilar Sánchez? Le llamo por una solicitud hecha hoy en su línea.',
      ],
      keyPoints: [
        'presentarse como el departamento de prevención del fraude de la compañía',
        'comprobar que habla con Pilar Sánchez',
        'decir que llama por una solicitud hecha hoy en su línea',
      ],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Sí, soy yo. ¿Y cómo sé que de verdad llama de la compañía?'],
      recommendedAnswers: [
        'Es una muy buena pregunta. Esta llamada se graba, y nunca le pediré un PIN, una contraseña ni un código que le enviemos. También puede colgar y llamar al número que aparece en su factura.',
      ],
      keyPoints: [
        'informar de que la llamada se graba',
        'decir que nunca le pedirá un PIN, una contraseña ni un código',
        'decir que puede colgar y llamar al número de su factura',
      ],
      mustNot: ['pedir un PIN o una contraseña'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bueno, sigo al teléfono. ¿Qué necesita?'],
      recommendedAnswers: [
        'Para verificar su identidad, ¿podría responder a la pregunta de seguridad de su cuenta: el nombre de su primer colegio?',
      ],
      keyPoints: ['hacer la pregunta de seguridad: el nombre de su primer colegio'],
      mustNot: ['pedir el código recibido por SMS', 'pedir el PIN de la línea', 'pedir la contraseña de la cuenta'],
    },
    {
      id: 'confirm-request',
      kind: 'probing',
      customerLines: ['Santa Ana.'],
      recommendedAnswers: [
        'Gracias, Pilar. Hace aproximadamente una hora alguien pidió un duplicado de su tarjeta SIM en una tienda de Barcelona. ¿Lo pidió usted o alguien que usted conozca?',
      ],
      keyPoints: ['decir que alguien pidió un duplicado de su SIM en Barcelona', 'preguntar si lo pidió ella o alguien que conozca'],
    },
    {
      id: 'action',
      kind: 'select-one',
      customerLines: ['¡No! Estoy en casa, en A Coruña. Hace años que no voy a Barcelona.'],
      recommendedAnswers: ['Cancelar el duplicado y añadir un PIN de seguridad'],
      chips: [
        'Cancelar el duplicado y añadir un PIN de seguridad',
        'Dejar que siga el duplicado',
        'Pedir a la clienta que lea el código de verificación',
      ],
    },
    {
      id: 'secure-account',
      kind: 'resolution',
      customerLines: ['Madre mía. ¿Y ahora qué? ¿Mi teléfono sigue funcionando?'],
      recommendedAnswers: [
        'Su teléfono sigue funcionando con normalidad. He cancelado la solicitud y he añadido un PIN de seguridad, así que nadie podrá hacer un duplicado ni llevarse su número sin él. También le recomiendo cambiar la contraseña de su correo y de su banca online.',
      ],
      keyPoints: [
        'decir que su teléfono sigue funcionando',
        'decir que la solicitud de duplicado está cancelada',
        'decir que se ha añadido un PIN de seguridad',
        'recomendar cambiar la contraseña del correo y de la banca online',
      ],
      mustNot: ['pedir el código recibido en su teléfono'],
    },
    {
      id: 'pin-advice',
      kind: 'compliance',
      customerLines: ['Vale. ¿Tengo que decirle a usted el PIN nuevo?'],
      recommendedAnswers: [
        'No, por favor, no me lo diga a mí ni a nadie. Recibirá una carta en su domicilio que explica cómo elegirlo, y nunca se lo pediremos por teléfono.',
      ],
      keyPoints: [
        'pedirle que no diga el PIN a nadie',
        'decir que una carta explicará cómo elegirlo',
        'decir que nunca se lo pedirán por teléfono',
      ],
      mustNot: ['pedir a la clienta que le diga el PIN'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Muchísimas gracias por llamarme.'],
      recommendedAnswers: ['De nada, Pilar. Su línea ya está protegida. ¿Puedo ayudarle en algo más? Gracias, y que tenga un buen día.'],
      keyPoints: ['decir que su línea está protegida', 'preguntar si puede ayudarle en algo más'],
    },
  ],
};
