import type { LibraryVariant } from '../types.js';

export const esES: LibraryVariant = {
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
    {
      label: 'Número de cuenta',
      value: '5521 0043 87',
    },
    {
      label: 'Bono de viaje',
      value: 'Bono Diario Canadá y México, activado el 4 de marzo a las 08:12',
    },
    {
      label: 'Cargo reclamado',
      value: '89,99 € de itinerancia estándar, 3 de marzo',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola, estoy mirando mi última factura y hay un cargo de itinerancia que de verdad creo que no debería pagar.'],
      recommendedAnswers: ['Gracias por contactar con nosotros. Siento mucho ese cargo inesperado, con gusto lo reviso.'],
      keyPoints: ['disculparse por el cargo inesperado', 'ofrecerse a revisar el cargo'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Vale. Antes de seguir, ¿esta conversación se guarda en algún sitio?'],
      recommendedAnswers: ['Sí, esta conversación se graba con fines de calidad y formación.'],
      keyPoints: ['confirmar que la conversación se graba', 'decir que es con fines de calidad y formación'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bien. Mi número de cuenta es el 5521 0043 87.'],
      recommendedAnswers: [
        'Gracias. Para verificar su identidad, ¿podría confirmarme el nombre completo y la dirección de facturación de la cuenta?',
      ],
      keyPoints: ['pedir el nombre completo del titular', 'pedir la dirección de facturación'],
      mustNot: ['pedir la contraseña o el PIN de la cuenta', 'pedir el número completo de la tarjeta'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Lucía Martín, calle de Alcalá 214, Madrid. El cargo es de 89,99 € por itinerancia.'],
      recommendedAnswers: ['Gracias, Lucía. ¿Me puede decir las fechas de su viaje y si añadió un bono de viaje antes de salir?'],
      keyPoints: ['preguntar las fechas del viaje', 'preguntar si añadió un bono de viaje antes de salir'],
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
      keyPoints: [
        'explicar que el bono se activó el 4 de marzo',
        'explicar que el 3 de marzo se facturó a la tarifa de itinerancia estándar',
        'abonar los 89,99 € en la cuenta',
      ],
      mustNot: ['prometer que se abonarán todos los cargos de itinerancia futuros', 'culpar a la clienta por no leer las condiciones'],
      chips: ['Explicar la fecha de activación y abonar el cargo', 'Explicar solo la fecha de activación'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['Me parece justo, gracias. ¿Cuándo veré el abono?'],
      recommendedAnswers: ['El abono aparecerá en su próxima factura y recibirá un correo de confirmación en 24 horas.'],
      keyPoints: ['decir que el abono aparecerá en la próxima factura', 'decir que recibirá un correo de confirmación en 24 horas'],
      mustNot: ['prometer la devolución en la tarjeta hoy mismo'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Estupendo, gracias por resolverlo tan rápido.'],
      recommendedAnswers: ['De nada, Lucía. ¿Puedo ayudarle en algo más hoy? Gracias por contactar con nosotros y que tenga un buen día.'],
      keyPoints: ['preguntar si puede ayudarle en algo más'],
    },
  ],
};
