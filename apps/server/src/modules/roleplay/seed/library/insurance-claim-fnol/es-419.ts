import type { LibraryVariant } from '../types.js';

export const es419: LibraryVariant = {
  name: 'Siniestro de auto: primer reporte',
  description:
    'Un asegurado llama poco después de que lo chocaran por detrás en un semáforo en rojo. Confirme que todos estén bien, verifique la póliza, registre lo ocurrido y abra el siniestro con pasos claros.',
  customerName: 'Diego Hernández',
  customerAge: 29,
  customerAddress: 'Av. Chapultepec 480, Int. 4B, Col. Roma Norte, 06700 Ciudad de México',
  customerSince: 'agosto de 2021',
  customerIssueDescription:
    'Lo chocaron por detrás en un semáforo en rojo sobre Paseo de la Reforma a las 8:15 de la mañana; defensa trasera y cajuela dañadas, el auto circula.',
  customerSpeakingStyle: 'Alterado y habla rápido; se calma cuando el asesor le da seguridad y lleva un orden.',
  customerFacts: [
    { label: 'Número de póliza', value: 'AUT-448210-7' },
    { label: 'Vehículo', value: 'Nissan Versa 2019, placas NXR-229-1' },
    { label: 'Otra conductora', value: 'Mónica Pérez, asegurada con otra compañía' },
    { label: 'Reporte de tránsito', value: 'Folio 24-118734' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola, acabo de tener un choque y necesito reportar un siniestro.'],
      recommendedAnswers: ['Gracias por su llamada. Lamento mucho lo del accidente; estoy aquí para ayudarle con su reporte.'],
      keyPoints: ['decir que lamenta el accidente', 'ofrecer ayuda con el reporte'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Me chocaron por detrás en un semáforo. Todavía estoy temblando.'],
      recommendedAnswers: ['Antes que nada, ¿usted y las demás personas involucradas están bien? ¿Alguien necesita atención médica?'],
      keyPoints: ['preguntar si todas las personas involucradas están bien', 'preguntar si alguien necesita atención médica'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Nadie salió lastimado, estoy bien. Ya me estacioné en una gasolinera.'],
      recommendedAnswers: [
        'Qué bueno que todos estén bien. Le informo que esta llamada se graba y que la información que me dé se usará para evaluar su siniestro.',
      ],
      keyPoints: ['informar que la llamada se graba', 'decir que la información se usará para evaluar el siniestro'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Claro. ¿Qué necesita?'],
      recommendedAnswers: ['¿Me podría dar su número de póliza y confirmarme su fecha de nacimiento para verificar la póliza?'],
      keyPoints: ['pedir el número de póliza', 'pedir la fecha de nacimiento'],
      mustNot: ['pedir la contraseña del portal de clientes'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Es AUT-448210-7, y nací el 9 de mayo de 1995.'],
      recommendedAnswers: [
        'Gracias, Diego, su póliza está verificada. ¿Me puede decir cuándo y dónde ocurrió el accidente y qué daños tiene el auto?',
      ],
      keyPoints: [
        'confirmar que la póliza está verificada',
        'preguntar cuándo y dónde ocurrió el accidente',
        'preguntar qué daños tiene el auto',
      ],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Como a las 8:15, sobre Paseo de la Reforma. Estaba parado en el semáforo y ella me pegó en la defensa trasera. La cajuela ya no cierra bien.',
      ],
      recommendedAnswers: ['¿Intercambió datos con la otra conductora, y se levantó algún reporte de tránsito?'],
      keyPoints: ['preguntar si intercambió datos con la otra conductora', 'preguntar si se levantó un reporte de tránsito'],
      mustNot: ['decirle al asegurado quién tiene la culpa'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: [
        'Sí, intercambiamos datos de las aseguradoras, y el agente de tránsito me dio el folio 24-118734. El auto todavía circula.',
      ],
      recommendedAnswers: ['Circula: agendar la reparación en un taller de la red'],
      chips: ['Circula: agendar la reparación en un taller de la red', 'No circula: enviar una grúa', 'Cerrar la llamada sin reporte'],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['¿Y ahora qué sigue?'],
      recommendedAnswers: [
        'Ya abrí su siniestro con el número CLM-20931. Un taller de la red le llamará en un día hábil para agendar la reparación, y su póliza incluye auto sustituto mientras su auto esté en el taller.',
      ],
      keyPoints: [
        'dar el número de siniestro CLM-20931',
        'decir que un taller de la red le llamará en un día hábil',
        'decir que la póliza incluye auto sustituto durante la reparación',
      ],
      mustNot: ['prometer un monto de indemnización antes de la valuación'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Está bien, eso me ayuda mucho. Gracias.'],
      recommendedAnswers: [
        'Con gusto, Diego. Le llegará un SMS con su número de siniestro. ¿Hay algo más en lo que le pueda ayudar? Cuídese y maneje con precaución.',
      ],
      keyPoints: ['decir que le llegará un SMS con el número de siniestro', 'preguntar si hay algo más en lo que pueda ayudar'],
    },
  ],
};
