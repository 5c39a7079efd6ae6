import type { LibraryVariant } from '../types.js';

export const es419: LibraryVariant = {
  name: 'Aclaración de cargo: roaming inesperado',
  description:
    'Una clienta con muchos años en la compañía encuentra un cargo de roaming de $899.00 en su factura aunque contrató un paquete de viaje. Verifique su identidad, averigüe qué pasó y resuelva el cargo de forma justa.',
  customerName: 'Mariana Castillo',
  customerAge: 42,
  customerAddress: 'Calle Hidalgo 245, Col. Centro, 44100 Guadalajara, Jal.',
  customerSince: 'junio de 2017',
  customerIssueDescription: 'Le cobraron $899.00 de roaming en Canadá (3 al 9 de marzo) aunque había contratado un paquete de viaje.',
  customerSpeakingStyle: 'Amable pero firme; revisó su factura renglón por renglón y espera una explicación clara.',
  customerFacts: [
    { label: 'Número de cuenta', value: '5521 0043 87' },
    { label: 'Paquete de viaje', value: 'Pase Diario Estados Unidos y Canadá, activado el 4 de marzo a las 08:12' },
    { label: 'Cargo en aclaración', value: '$899.00 de roaming estándar, 3 de marzo' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola, estoy revisando mi última factura y hay un cargo de roaming que de verdad no creo que me toque pagar.'],
      recommendedAnswers: ['Gracias por comunicarse con nosotros. Lamento mucho ese cargo inesperado; con gusto lo reviso.'],
      keyPoints: ['disculparse por el cargo inesperado', 'ofrecerse a revisar el cargo'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Está bien. Antes de seguir, ¿esta conversación se queda guardada en algún lado?'],
      recommendedAnswers: ['Sí, esta conversación se graba con fines de calidad y capacitación.'],
      keyPoints: ['confirmar que la conversación se graba', 'decir que es con fines de calidad y capacitación'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bueno. Mi número de cuenta es el 5521 0043 87.'],
      recommendedAnswers: [
        'Gracias. Para verificar su identidad, ¿me podría confirmar el nombre completo del titular y la dirección de facturación de la cuenta?',
      ],
      keyPoints: ['pedir el nombre completo del titular', 'pedir la dirección de facturación'],
      mustNot: ['pedir la contraseña o el NIP de la cuenta', 'pedir el número completo de la tarjeta'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Mariana Castillo, calle Hidalgo 245, Guadalajara. El cargo es de $899.00 por roaming.'],
      recommendedAnswers: ['Gracias, Mariana. ¿Me podría decir las fechas de su viaje y si contrató un paquete de viaje antes de salir?'],
      keyPoints: ['preguntar las fechas del viaje', 'preguntar si contrató un paquete de viaje antes de salir'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: ['Estuve en Toronto del 3 al 9 de marzo y sí contraté un paquete. ¿Cuál aparece en mi cuenta?'],
      recommendedAnswers: ['Pase Diario Estados Unidos y Canadá'],
      chips: ['Pase Diario Estados Unidos y Canadá', 'Pase de Viaje Europa', 'No hay paquete de viaje en la cuenta'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['¿Entonces por qué me cobraron la tarifa completa de roaming?'],
      recommendedAnswers: [
        'El paquete se activó el 4 de marzo, un día después de que llegó, así que el 3 de marzo se cobró con la tarifa de roaming estándar. Como cortesía por única vez, le aplico una bonificación de $899.00 a su cuenta.',
      ],
      keyPoints: [
        'explicar que el paquete se activó el 4 de marzo',
        'explicar que el 3 de marzo se cobró con la tarifa de roaming estándar',
        'bonificar los $899.00 a la cuenta',
      ],
      mustNot: ['prometer que se bonificarán todos los cargos de roaming futuros', 'culpar a la clienta por no leer las condiciones'],
      chips: ['Explicar la fecha de activación y bonificar el cargo', 'Explicar solo la fecha de activación'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['Me parece justo, gracias. ¿Cuándo voy a ver la bonificación?'],
      recommendedAnswers: [
        'La bonificación se verá reflejada en su próxima factura y recibirá un correo de confirmación en un plazo de 24 horas.',
      ],
      keyPoints: ['decir que la bonificación aparecerá en la próxima factura', 'decir que recibirá un correo de confirmación en 24 horas'],
      mustNot: ['prometer la devolución a la tarjeta hoy mismo'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Perfecto, gracias por resolverlo tan rápido.'],
      recommendedAnswers: [
        'Con gusto, Mariana. ¿Hay algo más en lo que le pueda ayudar hoy? Gracias por comunicarse con nosotros, que tenga un excelente día.',
      ],
      keyPoints: ['preguntar si hay algo más en lo que pueda ayudar'],
    },
  ],
};
