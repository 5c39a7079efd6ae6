import type { LibraryVariant } from '../types.js';

export const es419: LibraryVariant = {
  name: 'Cancelación y retención: internet en casa',
  description:
    'Una clienta llama para cancelar su internet en casa porque otra compañía le ofrece un precio más bajo. Averigüe el motivo real, presente una oferta de lealtad justa y confirme claramente las nuevas condiciones.',
  customerName: 'Gabriela Moreno',
  customerAge: 51,
  customerAddress: 'Av. Constitución 1450, Col. Centro, 64000 Monterrey, N.L.',
  customerSince: 'marzo de 2015',
  customerIssueDescription: 'Quiere cancelar Fibra 500 ($749 al mes); otra compañía le ofrece 500 Mbps por $499 al mes durante 12 meses.',
  customerSpeakingStyle: 'Tranquila y decidida; ya investigó y no le gusta que la presionen, pero escucha una buena oferta.',
  customerFacts: [
    { label: 'Plan actual', value: 'Fibra 500, $749 al mes, sin plazo forzoso' },
    { label: 'Oferta de la competencia', value: '500 Mbps por $499 al mes durante 12 meses' },
    { label: 'Oferta de lealtad disponible', value: 'Fibra 500 por $549 al mes durante 12 meses, con módem nuevo sin costo' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola, le hablo porque quiero cancelar mi internet de la casa.'],
      recommendedAnswers: ['Gracias por su llamada. Lamento que esté pensando en dejarnos; con gusto atiendo su solicitud.'],
      keyPoints: ['reconocer que quiere cancelar y ofrecerse a atender la solicitud'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Está bien.'],
      recommendedAnswers: ['Antes de continuar, le informo que esta llamada se graba con fines de calidad y capacitación.'],
      keyPoints: ['informar que la llamada se graba con fines de calidad y capacitación'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['No hay problema. La cuenta está a nombre de Gabriela Moreno.'],
      recommendedAnswers: [
        'Gracias, señora Moreno. Para verificar la cuenta, ¿me podría confirmar la dirección donde está instalado el servicio y su fecha de nacimiento?',
      ],
      keyPoints: ['pedir la dirección de instalación del servicio', 'pedir la fecha de nacimiento'],
      mustNot: ['pedir la contraseña o el NIP de la cuenta'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['Avenida Constitución 1450 en Monterrey, y el 2 de marzo de 1974.'],
      recommendedAnswers: [
        'Gracias, su cuenta está verificada. ¿Me permite preguntarle qué la lleva a querer cancelar? ¿Es el precio, la velocidad o el servicio?',
      ],
      keyPoints: ['confirmar que la cuenta está verificada', 'preguntar por qué quiere cancelar'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: ['Es el precio. Tengo más de diez años con ustedes y otra compañía me da la misma velocidad por $499. Yo pago $749.'],
      recommendedAnswers: [
        'Lo entiendo, y le agradezco su lealtad. Le puedo ofrecer Fibra 500 por $549 al mes durante 12 meses, con un módem nuevo sin costo, así conserva el mismo servicio sin ninguna instalación.',
      ],
      keyPoints: [
        'agradecer a la clienta su lealtad',
        'ofrecer Fibra 500 por $549 al mes durante 12 meses',
        'incluir un módem nuevo sin costo',
      ],
      mustNot: ['decirle a la clienta que no puede cancelar', 'ofrecer el descuento de por vida', 'exigir un nuevo plazo forzoso'],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ['Eso ya se acerca más. ¿Qué pasa después de los 12 meses? ¿Tengo que firmar un plazo forzoso?'],
      recommendedAnswers: ['Sin plazo forzoso; después de 12 meses vuelve la tarifa normal'],
      chips: [
        'Sin plazo forzoso; después de 12 meses vuelve la tarifa normal',
        'Plazo forzoso de 24 meses con penalización por cancelación',
        'El descuento es de por vida',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ['Está bien, entonces me quedo por $549.'],
      recommendedAnswers: [
        'Excelente. Le confirmo: Fibra 500 por $549 al mes durante 12 meses a partir de su próxima factura, después la tarifa normal, sin plazo forzoso, y su módem nuevo se envía en un máximo de 3 días hábiles. ¿Está de acuerdo con estas condiciones?',
      ],
      keyPoints: [
        'confirmar Fibra 500 por $549 al mes durante 12 meses desde la próxima factura',
        'decir que después de 12 meses vuelve la tarifa normal',
        'decir que no hay plazo forzoso',
        'decir que el módem nuevo se envía en 3 días hábiles',
        'preguntar si está de acuerdo con estas condiciones',
      ],
      mustNot: ['mencionar una penalización por cancelación anticipada', 'decir que el descuento es de por vida'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Sí, estoy de acuerdo. Gracias.'],
      recommendedAnswers: [
        'Gracias a usted, señora Moreno. Le llegará un correo con la confirmación del nuevo precio. ¿Hay algo más en lo que le pueda ayudar? Gracias por seguir con nosotros, que tenga un excelente día.',
      ],
      keyPoints: ['decir que le llegará un correo con el nuevo precio', 'preguntar si hay algo más en lo que pueda ayudar'],
    },
  ],
};
