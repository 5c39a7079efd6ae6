import type { LibraryVariant } from '../types.js';

export const esES: LibraryVariant = {
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
    {
      label: 'Tarifa actual',
      value: 'Fibra 500, 44,99 € al mes, sin permanencia',
    },
    {
      label: 'Oferta de la competencia',
      value: '500 Mb por 29,99 € al mes durante 12 meses',
    },
    {
      label: 'Oferta de fidelización',
      value: 'Fibra 500 por 32,99 € al mes durante 12 meses y router nuevo gratis',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola, llamo porque quiero dar de baja mi fibra.'],
      recommendedAnswers: ['Gracias por su llamada. Siento que esté pensando en dejarnos; me encargo de su solicitud.'],
      keyPoints: ['ofrecerse a encargarse de su solicitud'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Vale.'],
      recommendedAnswers: ['Antes de continuar, le informo de que esta llamada se graba con fines de calidad y formación.'],
      keyPoints: ['informar de que la llamada se graba con fines de calidad y formación'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['De acuerdo. La cuenta está a nombre de Carmen Ruiz.'],
      recommendedAnswers: ['Gracias, Carmen. Para verificar la cuenta, ¿me confirma la dirección de instalación y su fecha de nacimiento?'],
      keyPoints: ['pedir la dirección de instalación', 'pedir la fecha de nacimiento'],
      mustNot: ['pedir la contraseña o el PIN de la cuenta'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['Calle Sierpes 45 en Sevilla, y el 2 de marzo de 1974.'],
      recommendedAnswers: [
        'Gracias, su cuenta está verificada. ¿Puedo preguntarle qué le lleva a querer la baja? ¿El precio, la velocidad o el servicio?',
      ],
      keyPoints: ['confirmar que la cuenta está verificada', 'preguntar por qué quiere darse de baja'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        'Es el precio. Llevo más de diez años con ustedes y otra compañía me da la misma velocidad por 29,99 €. Yo pago 44,99 €.',
      ],
      recommendedAnswers: [
        'Lo entiendo, y gracias por su fidelidad. Puedo ofrecerle Fibra 500 por 32,99 € al mes durante 12 meses, con un router nuevo gratis, sin ninguna instalación nueva.',
      ],
      keyPoints: [
        'agradecer a la clienta su fidelidad',
        'ofrecer Fibra 500 por 32,99 € al mes durante 12 meses',
        'incluir un router nuevo gratis',
      ],
      mustNot: ['decir a la clienta que no puede darse de baja', 'ofrecer el descuento para siempre', 'exigir una nueva permanencia'],
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
      keyPoints: [
        'confirmar Fibra 500 por 32,99 € al mes durante 12 meses desde la próxima factura',
        'decir que después se aplica la tarifa estándar',
        'decir que no hay permanencia',
        'decir que el router nuevo se envía en 3 días laborables',
        'preguntar si acepta estas condiciones',
      ],
      mustNot: ['mencionar una penalización por baja anticipada', 'decir que el descuento es para siempre'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Sí, acepto. Gracias.'],
      recommendedAnswers: [
        'Gracias, Carmen. Recibirá un correo con el nuevo precio. ¿Puedo ayudarle en algo más? Gracias por seguir con nosotros y que tenga un buen día.',
      ],
      keyPoints: ['decir que recibirá un correo con el nuevo precio', 'preguntar si puede ayudarle en algo más'],
    },
  ],
};
