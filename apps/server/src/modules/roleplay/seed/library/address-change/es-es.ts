import type { LibraryVariant } from '../types.js';

export const esES: LibraryVariant = {
  name: 'Cambio de dirección tras una mudanza',
  description:
    'Una clienta se ha mudado y quiere actualizar su cuenta. Verifique su identidad, tome nota exacta de la nueva dirección, confirme cuándo se aplica el cambio y explique qué va a recibir.',
  customerName: 'Sara Jiménez',
  customerAge: 31,
  customerAddress: 'Calle de Toledo 88, 4.º A, 28005 Madrid (anterior)',
  customerSince: 'febrero de 2022',
  customerIssueDescription:
    'Se mudó el fin de semana pasado a la calle del Olmo 58, 28224 Pozuelo de Alarcón; quiere recibir las cartas y facturas en la nueva dirección.',
  customerSpeakingStyle: 'Simpática y organizada; escribe rápido y agradece un resumen claro.',
  customerFacts: [
    { label: 'Nueva dirección', value: 'Calle del Olmo 58, 28224 Pozuelo de Alarcón' },
    { label: 'Fecha de la mudanza', value: 'El sábado pasado' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['¡Hola! Me acabo de mudar y tengo que actualizar mi dirección.'],
      recommendedAnswers: ['Gracias por contactar con nosotros, ¡y enhorabuena por la mudanza! Con mucho gusto actualizo su dirección.'],
      keyPoints: ['ofrecerse a actualizar la dirección'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Genial, gracias.'],
      recommendedAnswers: ['Le informo de que este chat se graba con fines de calidad y formación.'],
      keyPoints: ['informar de que el chat se graba con fines de calidad y formación'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Claro. ¿Qué necesita?'],
      recommendedAnswers: [
        'Para verificar su identidad, ¿me puede confirmar su nombre completo, su fecha de nacimiento y la dirección que figura ahora en la cuenta?',
      ],
      keyPoints: ['pedir el nombre completo', 'pedir la fecha de nacimiento', 'pedir la dirección que figura ahora en la cuenta'],
      mustNot: ['pedir la contraseña a la clienta'],
    },
    {
      id: 'new-address',
      kind: 'probing',
      customerLines: ['Sara Jiménez, nacida el 2 de abril de 1993, y la dirección antigua es calle de Toledo 88, 4.º A, Madrid.'],
      recommendedAnswers: ['Gracias, Sara, su identidad está verificada. ¿Cuál es su nueva dirección, con piso, puerta y código postal?'],
      keyPoints: ['confirmar que la identidad está verificada', 'pedir la nueva dirección con piso, puerta y código postal'],
    },
    {
      id: 'read-back',
      kind: 'compliance',
      customerLines: ['Es calle del Olmo 58, 28224 Pozuelo de Alarcón. Es una casa, así que no hay piso ni puerta.'],
      recommendedAnswers: ['Se la repito: calle del Olmo 58, 28224 Pozuelo de Alarcón. ¿Es correcto?'],
      keyPoints: ['repetir calle del Olmo 58, 28224 Pozuelo de Alarcón', 'preguntar si la dirección es correcta'],
    },
    {
      id: 'effective-date',
      kind: 'select-one',
      customerLines: ['Sí, es correcto. ¿Cuándo se aplica el cambio?'],
      recommendedAnswers: ['De inmediato, desde la próxima carta o factura'],
      chips: [
        'De inmediato, desde la próxima carta o factura',
        'Dentro de 90 días',
        'Solo cuando envíe un justificante de domicilio por correo postal',
      ],
    },
    {
      id: 'confirmation',
      kind: 'resolution',
      customerLines: ['Perfecto. ¿Me llegará algo para confirmarlo?'],
      recommendedAnswers: [
        'Sí. He actualizado su dirección: recibirá hoy un correo electrónico de confirmación y una carta en su nueva dirección en un plazo de cinco días laborables.',
      ],
      keyPoints: [
        'confirmar que la dirección está actualizada',
        'decir que hoy recibirá un correo electrónico de confirmación',
        'decir que recibirá una carta en la nueva dirección en cinco días laborables',
      ],
      mustNot: ['exigir un justificante de domicilio por correo postal'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Genial, qué rápido. ¡Gracias!'],
      recommendedAnswers: ['De nada, Sara. ¿Puedo ayudarle en algo más hoy? Que disfrute de su nueva casa y que tenga un buen día.'],
      keyPoints: ['preguntar si puede ayudarle en algo más'],
    },
  ],
};
