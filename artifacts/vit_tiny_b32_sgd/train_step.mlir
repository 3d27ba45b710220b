module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v364: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v365: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v366: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v368: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v369: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v371: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v372: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v373: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v374: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v376: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v377: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v379: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v456: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v457: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v458: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v460: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v461: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v463: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v464: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v465: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v466: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v468: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v469: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v471: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v542: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v543: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v544: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v546: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v547: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v549: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v550: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v551: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v552: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v554: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v555: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v557: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v628: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v629: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v630: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v632: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v633: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v635: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v636: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v637: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v638: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v640: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v641: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v643: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v714: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v715: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v716: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v718: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v719: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v721: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v722: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v723: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v724: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v726: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v727: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v729: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v800: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v801: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v802: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v804: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v805: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v807: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v808: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v809: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v810: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v812: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v813: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v815: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v886: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v887: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v888: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v890: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v891: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v893: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v894: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v895: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v896: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v898: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v899: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v901: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v972: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v973: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v974: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v976: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v977: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v979: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v980: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v981: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v982: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v984: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v985: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v987: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1058: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1059: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1060: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1062: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1063: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1065: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1066: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1067: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1068: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1070: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1071: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1073: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1144: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1145: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1146: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1148: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1149: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1151: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1152: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1153: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1154: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1156: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1157: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1159: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1230: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1231: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1232: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1234: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1235: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1237: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1238: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1239: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1240: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1242: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1243: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1245: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1316: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1317: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1318: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1320: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1321: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1323: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1324: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1325: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1326: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1328: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1329: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1331: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1411: tensor<192xf32> {vjp.name = "norm.weight"}, %v1412: tensor<192xf32> {vjp.name = "norm.bias"}, %v1428: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1430: tensor<10xf32> {vjp.name = "head.bias"}, %v1434: tensor<32xi32> {vjp.name = "labels"}, %v2851: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight.velocity"}, %v2852: tensor<192xf32> {vjp.name = "patch_embed.proj.bias.velocity"}, %v2853: tensor<1x1x192xf32> {vjp.name = "cls_token.velocity"}, %v2854: tensor<1x197x192xf32> {vjp.name = "pos_embed.velocity"}, %v2855: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight.velocity"}, %v2856: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias.velocity"}, %v2857: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight.velocity"}, %v2858: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias.velocity"}, %v2859: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight.velocity"}, %v2860: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias.velocity"}, %v2861: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight.velocity"}, %v2862: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias.velocity"}, %v2863: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight.velocity"}, %v2864: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias.velocity"}, %v2865: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight.velocity"}, %v2866: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias.velocity"}, %v2867: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight.velocity"}, %v2868: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias.velocity"}, %v2869: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight.velocity"}, %v2870: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias.velocity"}, %v2871: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight.velocity"}, %v2872: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias.velocity"}, %v2873: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight.velocity"}, %v2874: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias.velocity"}, %v2875: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight.velocity"}, %v2876: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias.velocity"}, %v2877: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight.velocity"}, %v2878: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias.velocity"}, %v2879: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight.velocity"}, %v2880: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias.velocity"}, %v2881: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight.velocity"}, %v2882: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias.velocity"}, %v2883: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight.velocity"}, %v2884: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias.velocity"}, %v2885: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight.velocity"}, %v2886: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias.velocity"}, %v2887: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight.velocity"}, %v2888: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias.velocity"}, %v2889: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight.velocity"}, %v2890: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias.velocity"}, %v2891: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight.velocity"}, %v2892: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias.velocity"}, %v2893: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight.velocity"}, %v2894: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias.velocity"}, %v2895: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight.velocity"}, %v2896: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias.velocity"}, %v2897: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight.velocity"}, %v2898: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias.velocity"}, %v2899: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight.velocity"}, %v2900: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias.velocity"}, %v2901: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight.velocity"}, %v2902: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias.velocity"}, %v2903: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight.velocity"}, %v2904: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias.velocity"}, %v2905: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight.velocity"}, %v2906: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias.velocity"}, %v2907: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight.velocity"}, %v2908: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias.velocity"}, %v2909: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight.velocity"}, %v2910: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias.velocity"}, %v2911: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight.velocity"}, %v2912: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias.velocity"}, %v2913: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight.velocity"}, %v2914: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias.velocity"}, %v2915: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight.velocity"}, %v2916: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias.velocity"}, %v2917: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight.velocity"}, %v2918: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias.velocity"}, %v2919: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight.velocity"}, %v2920: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias.velocity"}, %v2921: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight.velocity"}, %v2922: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias.velocity"}, %v2923: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight.velocity"}, %v2924: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias.velocity"}, %v2925: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight.velocity"}, %v2926: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias.velocity"}, %v2927: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight.velocity"}, %v2928: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias.velocity"}, %v2929: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight.velocity"}, %v2930: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias.velocity"}, %v2931: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight.velocity"}, %v2932: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias.velocity"}, %v2933: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight.velocity"}, %v2934: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias.velocity"}, %v2935: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight.velocity"}, %v2936: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias.velocity"}, %v2937: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight.velocity"}, %v2938: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias.velocity"}, %v2939: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight.velocity"}, %v2940: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias.velocity"}, %v2941: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight.velocity"}, %v2942: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias.velocity"}, %v2943: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight.velocity"}, %v2944: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias.velocity"}, %v2945: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight.velocity"}, %v2946: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias.velocity"}, %v2947: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight.velocity"}, %v2948: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias.velocity"}, %v2949: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight.velocity"}, %v2950: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias.velocity"}, %v2951: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight.velocity"}, %v2952: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias.velocity"}, %v2953: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight.velocity"}, %v2954: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias.velocity"}, %v2955: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight.velocity"}, %v2956: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias.velocity"}, %v2957: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight.velocity"}, %v2958: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias.velocity"}, %v2959: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight.velocity"}, %v2960: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias.velocity"}, %v2961: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight.velocity"}, %v2962: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias.velocity"}, %v2963: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight.velocity"}, %v2964: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias.velocity"}, %v2965: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight.velocity"}, %v2966: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias.velocity"}, %v2967: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight.velocity"}, %v2968: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias.velocity"}, %v2969: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight.velocity"}, %v2970: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias.velocity"}, %v2971: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight.velocity"}, %v2972: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias.velocity"}, %v2973: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight.velocity"}, %v2974: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias.velocity"}, %v2975: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight.velocity"}, %v2976: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias.velocity"}, %v2977: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight.velocity"}, %v2978: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias.velocity"}, %v2979: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight.velocity"}, %v2980: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias.velocity"}, %v2981: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight.velocity"}, %v2982: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias.velocity"}, %v2983: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight.velocity"}, %v2984: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias.velocity"}, %v2985: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight.velocity"}, %v2986: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias.velocity"}, %v2987: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight.velocity"}, %v2988: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias.velocity"}, %v2989: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight.velocity"}, %v2990: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias.velocity"}, %v2991: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight.velocity"}, %v2992: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias.velocity"}, %v2993: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight.velocity"}, %v2994: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias.velocity"}, %v2995: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight.velocity"}, %v2996: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias.velocity"}, %v2997: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight.velocity"}, %v2998: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias.velocity"}, %v2999: tensor<192xf32> {vjp.name = "norm.weight.velocity"}, %v3000: tensor<192xf32> {vjp.name = "norm.bias.velocity"}, %v3001: tensor<10x192xf32> {vjp.name = "head.weight.velocity"}, %v3002: tensor<10xf32> {vjp.name = "head.bias.velocity"}, %v3003: tensor<f32> {vjp.name = "lr"}) -> (tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>) {
    %v1 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v2 = stablehlo.reshape %v1 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v4 = stablehlo.reshape %v3 : (tensor<192x3x16x16xf32>) -> tensor<192x768xf32>
    %v6 = stablehlo.reshape %v2 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v7 = stablehlo.transpose %v6, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v8 = stablehlo.reshape %v7 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v9 = stablehlo.dot_general %v8, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v10 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v11 = stablehlo.add %v9, %v10 : tensor<196x192xf32>
    %v13 = stablehlo.reshape %v12 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %v15 = stablehlo.reshape %v14 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %c1 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v16 = "stablehlo.pad"(%v11, %c1) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c2 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v17 = "stablehlo.pad"(%v13, %c2) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v18 = stablehlo.add %v16, %v17 : tensor<197x192xf32>
    %v19 = stablehlo.add %v18, %v15 : tensor<197x192xf32>
    %v20 = stablehlo.reshape %v19 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v21 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v22 = stablehlo.reshape %v21 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v23 = stablehlo.reshape %v22 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v24 = stablehlo.transpose %v23, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v25 = stablehlo.reshape %v24 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v26 = stablehlo.dot_general %v25, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v27 = stablehlo.add %v26, %v10 : tensor<196x192xf32>
    %c3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v28 = "stablehlo.pad"(%v27, %c3) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v29 = stablehlo.add %v28, %v17 : tensor<197x192xf32>
    %v30 = stablehlo.add %v29, %v15 : tensor<197x192xf32>
    %v31 = stablehlo.reshape %v30 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v32 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 2, 0, 0, 0>, limit_indices = array<i64: 3, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v33 = stablehlo.reshape %v32 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v34 = stablehlo.reshape %v33 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v35 = stablehlo.transpose %v34, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v36 = stablehlo.reshape %v35 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v37 = stablehlo.dot_general %v36, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v38 = stablehlo.add %v37, %v10 : tensor<196x192xf32>
    %c4 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v39 = "stablehlo.pad"(%v38, %c4) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v40 = stablehlo.add %v39, %v17 : tensor<197x192xf32>
    %v41 = stablehlo.add %v40, %v15 : tensor<197x192xf32>
    %v42 = stablehlo.reshape %v41 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v43 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 3, 0, 0, 0>, limit_indices = array<i64: 4, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v44 = stablehlo.reshape %v43 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v45 = stablehlo.reshape %v44 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v46 = stablehlo.transpose %v45, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v47 = stablehlo.reshape %v46 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v48 = stablehlo.dot_general %v47, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v49 = stablehlo.add %v48, %v10 : tensor<196x192xf32>
    %c5 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v50 = "stablehlo.pad"(%v49, %c5) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v51 = stablehlo.add %v50, %v17 : tensor<197x192xf32>
    %v52 = stablehlo.add %v51, %v15 : tensor<197x192xf32>
    %v53 = stablehlo.reshape %v52 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v54 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 5, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v55 = stablehlo.reshape %v54 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v56 = stablehlo.reshape %v55 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v57 = stablehlo.transpose %v56, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v58 = stablehlo.reshape %v57 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v59 = stablehlo.dot_general %v58, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v60 = stablehlo.add %v59, %v10 : tensor<196x192xf32>
    %c6 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v61 = "stablehlo.pad"(%v60, %c6) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v62 = stablehlo.add %v61, %v17 : tensor<197x192xf32>
    %v63 = stablehlo.add %v62, %v15 : tensor<197x192xf32>
    %v64 = stablehlo.reshape %v63 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v65 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 5, 0, 0, 0>, limit_indices = array<i64: 6, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v66 = stablehlo.reshape %v65 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v67 = stablehlo.reshape %v66 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v68 = stablehlo.transpose %v67, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v69 = stablehlo.reshape %v68 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v70 = stablehlo.dot_general %v69, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v71 = stablehlo.add %v70, %v10 : tensor<196x192xf32>
    %c7 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v72 = "stablehlo.pad"(%v71, %c7) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v73 = stablehlo.add %v72, %v17 : tensor<197x192xf32>
    %v74 = stablehlo.add %v73, %v15 : tensor<197x192xf32>
    %v75 = stablehlo.reshape %v74 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v76 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 6, 0, 0, 0>, limit_indices = array<i64: 7, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v77 = stablehlo.reshape %v76 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v78 = stablehlo.reshape %v77 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v79 = stablehlo.transpose %v78, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v80 = stablehlo.reshape %v79 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v81 = stablehlo.dot_general %v80, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v82 = stablehlo.add %v81, %v10 : tensor<196x192xf32>
    %c8 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v83 = "stablehlo.pad"(%v82, %c8) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v84 = stablehlo.add %v83, %v17 : tensor<197x192xf32>
    %v85 = stablehlo.add %v84, %v15 : tensor<197x192xf32>
    %v86 = stablehlo.reshape %v85 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v87 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 7, 0, 0, 0>, limit_indices = array<i64: 8, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v88 = stablehlo.reshape %v87 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v89 = stablehlo.reshape %v88 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v90 = stablehlo.transpose %v89, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v91 = stablehlo.reshape %v90 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v92 = stablehlo.dot_general %v91, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v93 = stablehlo.add %v92, %v10 : tensor<196x192xf32>
    %c9 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.pad"(%v93, %c9) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v95 = stablehlo.add %v94, %v17 : tensor<197x192xf32>
    %v96 = stablehlo.add %v95, %v15 : tensor<197x192xf32>
    %v97 = stablehlo.reshape %v96 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v98 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 9, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v99 = stablehlo.reshape %v98 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v100 = stablehlo.reshape %v99 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v101 = stablehlo.transpose %v100, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v102 = stablehlo.reshape %v101 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v103 = stablehlo.dot_general %v102, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v104 = stablehlo.add %v103, %v10 : tensor<196x192xf32>
    %c10 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v105 = "stablehlo.pad"(%v104, %c10) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v106 = stablehlo.add %v105, %v17 : tensor<197x192xf32>
    %v107 = stablehlo.add %v106, %v15 : tensor<197x192xf32>
    %v108 = stablehlo.reshape %v107 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v109 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 9, 0, 0, 0>, limit_indices = array<i64: 10, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v110 = stablehlo.reshape %v109 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v111 = stablehlo.reshape %v110 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v112 = stablehlo.transpose %v111, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v113 = stablehlo.reshape %v112 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v114 = stablehlo.dot_general %v113, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v115 = stablehlo.add %v114, %v10 : tensor<196x192xf32>
    %c11 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v116 = "stablehlo.pad"(%v115, %c11) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v117 = stablehlo.add %v116, %v17 : tensor<197x192xf32>
    %v118 = stablehlo.add %v117, %v15 : tensor<197x192xf32>
    %v119 = stablehlo.reshape %v118 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v120 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 10, 0, 0, 0>, limit_indices = array<i64: 11, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v121 = stablehlo.reshape %v120 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v122 = stablehlo.reshape %v121 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v123 = stablehlo.transpose %v122, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v124 = stablehlo.reshape %v123 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v125 = stablehlo.dot_general %v124, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v126 = stablehlo.add %v125, %v10 : tensor<196x192xf32>
    %c12 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v127 = "stablehlo.pad"(%v126, %c12) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v128 = stablehlo.add %v127, %v17 : tensor<197x192xf32>
    %v129 = stablehlo.add %v128, %v15 : tensor<197x192xf32>
    %v130 = stablehlo.reshape %v129 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v131 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 11, 0, 0, 0>, limit_indices = array<i64: 12, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v132 = stablehlo.reshape %v131 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v133 = stablehlo.reshape %v132 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v134 = stablehlo.transpose %v133, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v135 = stablehlo.reshape %v134 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v136 = stablehlo.dot_general %v135, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v137 = stablehlo.add %v136, %v10 : tensor<196x192xf32>
    %c13 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v138 = "stablehlo.pad"(%v137, %c13) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v139 = stablehlo.add %v138, %v17 : tensor<197x192xf32>
    %v140 = stablehlo.add %v139, %v15 : tensor<197x192xf32>
    %v141 = stablehlo.reshape %v140 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v142 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 13, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v143 = stablehlo.reshape %v142 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v144 = stablehlo.reshape %v143 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v145 = stablehlo.transpose %v144, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v146 = stablehlo.reshape %v145 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v147 = stablehlo.dot_general %v146, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v148 = stablehlo.add %v147, %v10 : tensor<196x192xf32>
    %c14 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v149 = "stablehlo.pad"(%v148, %c14) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v150 = stablehlo.add %v149, %v17 : tensor<197x192xf32>
    %v151 = stablehlo.add %v150, %v15 : tensor<197x192xf32>
    %v152 = stablehlo.reshape %v151 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v153 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 13, 0, 0, 0>, limit_indices = array<i64: 14, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v154 = stablehlo.reshape %v153 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v155 = stablehlo.reshape %v154 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v156 = stablehlo.transpose %v155, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v157 = stablehlo.reshape %v156 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v158 = stablehlo.dot_general %v157, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v159 = stablehlo.add %v158, %v10 : tensor<196x192xf32>
    %c15 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v160 = "stablehlo.pad"(%v159, %c15) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v161 = stablehlo.add %v160, %v17 : tensor<197x192xf32>
    %v162 = stablehlo.add %v161, %v15 : tensor<197x192xf32>
    %v163 = stablehlo.reshape %v162 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v164 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 14, 0, 0, 0>, limit_indices = array<i64: 15, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v165 = stablehlo.reshape %v164 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v166 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v167 = stablehlo.transpose %v166, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v168 = stablehlo.reshape %v167 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v169 = stablehlo.dot_general %v168, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v170 = stablehlo.add %v169, %v10 : tensor<196x192xf32>
    %c16 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v171 = "stablehlo.pad"(%v170, %c16) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v172 = stablehlo.add %v171, %v17 : tensor<197x192xf32>
    %v173 = stablehlo.add %v172, %v15 : tensor<197x192xf32>
    %v174 = stablehlo.reshape %v173 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v175 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 15, 0, 0, 0>, limit_indices = array<i64: 16, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v176 = stablehlo.reshape %v175 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v177 = stablehlo.reshape %v176 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v178 = stablehlo.transpose %v177, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v179 = stablehlo.reshape %v178 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v180 = stablehlo.dot_general %v179, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v181 = stablehlo.add %v180, %v10 : tensor<196x192xf32>
    %c17 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v182 = "stablehlo.pad"(%v181, %c17) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v183 = stablehlo.add %v182, %v17 : tensor<197x192xf32>
    %v184 = stablehlo.add %v183, %v15 : tensor<197x192xf32>
    %v185 = stablehlo.reshape %v184 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v186 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 17, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v187 = stablehlo.reshape %v186 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v188 = stablehlo.reshape %v187 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v189 = stablehlo.transpose %v188, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v190 = stablehlo.reshape %v189 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v191 = stablehlo.dot_general %v190, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v192 = stablehlo.add %v191, %v10 : tensor<196x192xf32>
    %c18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v193 = "stablehlo.pad"(%v192, %c18) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v194 = stablehlo.add %v193, %v17 : tensor<197x192xf32>
    %v195 = stablehlo.add %v194, %v15 : tensor<197x192xf32>
    %v196 = stablehlo.reshape %v195 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v197 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 17, 0, 0, 0>, limit_indices = array<i64: 18, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v198 = stablehlo.reshape %v197 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v199 = stablehlo.reshape %v198 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v200 = stablehlo.transpose %v199, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v201 = stablehlo.reshape %v200 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v202 = stablehlo.dot_general %v201, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v203 = stablehlo.add %v202, %v10 : tensor<196x192xf32>
    %c19 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.pad"(%v203, %c19) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v205 = stablehlo.add %v204, %v17 : tensor<197x192xf32>
    %v206 = stablehlo.add %v205, %v15 : tensor<197x192xf32>
    %v207 = stablehlo.reshape %v206 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v208 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 18, 0, 0, 0>, limit_indices = array<i64: 19, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v209 = stablehlo.reshape %v208 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v210 = stablehlo.reshape %v209 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v211 = stablehlo.transpose %v210, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v212 = stablehlo.reshape %v211 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v213 = stablehlo.dot_general %v212, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v214 = stablehlo.add %v213, %v10 : tensor<196x192xf32>
    %c20 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v215 = "stablehlo.pad"(%v214, %c20) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v216 = stablehlo.add %v215, %v17 : tensor<197x192xf32>
    %v217 = stablehlo.add %v216, %v15 : tensor<197x192xf32>
    %v218 = stablehlo.reshape %v217 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v219 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 19, 0, 0, 0>, limit_indices = array<i64: 20, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v220 = stablehlo.reshape %v219 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v221 = stablehlo.reshape %v220 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v222 = stablehlo.transpose %v221, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v223 = stablehlo.reshape %v222 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v224 = stablehlo.dot_general %v223, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v225 = stablehlo.add %v224, %v10 : tensor<196x192xf32>
    %c21 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v226 = "stablehlo.pad"(%v225, %c21) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v227 = stablehlo.add %v226, %v17 : tensor<197x192xf32>
    %v228 = stablehlo.add %v227, %v15 : tensor<197x192xf32>
    %v229 = stablehlo.reshape %v228 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v230 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 21, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v231 = stablehlo.reshape %v230 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v232 = stablehlo.reshape %v231 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v233 = stablehlo.transpose %v232, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v234 = stablehlo.reshape %v233 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v235 = stablehlo.dot_general %v234, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v236 = stablehlo.add %v235, %v10 : tensor<196x192xf32>
    %c22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v237 = "stablehlo.pad"(%v236, %c22) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v238 = stablehlo.add %v237, %v17 : tensor<197x192xf32>
    %v239 = stablehlo.add %v238, %v15 : tensor<197x192xf32>
    %v240 = stablehlo.reshape %v239 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v241 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 21, 0, 0, 0>, limit_indices = array<i64: 22, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v242 = stablehlo.reshape %v241 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v243 = stablehlo.reshape %v242 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v244 = stablehlo.transpose %v243, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v245 = stablehlo.reshape %v244 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v246 = stablehlo.dot_general %v245, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v247 = stablehlo.add %v246, %v10 : tensor<196x192xf32>
    %c23 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v248 = "stablehlo.pad"(%v247, %c23) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v249 = stablehlo.add %v248, %v17 : tensor<197x192xf32>
    %v250 = stablehlo.add %v249, %v15 : tensor<197x192xf32>
    %v251 = stablehlo.reshape %v250 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v252 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 22, 0, 0, 0>, limit_indices = array<i64: 23, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v253 = stablehlo.reshape %v252 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v254 = stablehlo.reshape %v253 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v255 = stablehlo.transpose %v254, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v256 = stablehlo.reshape %v255 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v257 = stablehlo.dot_general %v256, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v258 = stablehlo.add %v257, %v10 : tensor<196x192xf32>
    %c24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v259 = "stablehlo.pad"(%v258, %c24) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v260 = stablehlo.add %v259, %v17 : tensor<197x192xf32>
    %v261 = stablehlo.add %v260, %v15 : tensor<197x192xf32>
    %v262 = stablehlo.reshape %v261 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v263 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 23, 0, 0, 0>, limit_indices = array<i64: 24, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v264 = stablehlo.reshape %v263 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v265 = stablehlo.reshape %v264 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v266 = stablehlo.transpose %v265, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v267 = stablehlo.reshape %v266 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v268 = stablehlo.dot_general %v267, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v269 = stablehlo.add %v268, %v10 : tensor<196x192xf32>
    %c25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v270 = "stablehlo.pad"(%v269, %c25) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v271 = stablehlo.add %v270, %v17 : tensor<197x192xf32>
    %v272 = stablehlo.add %v271, %v15 : tensor<197x192xf32>
    %v273 = stablehlo.reshape %v272 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v274 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 25, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v275 = stablehlo.reshape %v274 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v276 = stablehlo.reshape %v275 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v277 = stablehlo.transpose %v276, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v278 = stablehlo.reshape %v277 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v279 = stablehlo.dot_general %v278, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v280 = stablehlo.add %v279, %v10 : tensor<196x192xf32>
    %c26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v281 = "stablehlo.pad"(%v280, %c26) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v282 = stablehlo.add %v281, %v17 : tensor<197x192xf32>
    %v283 = stablehlo.add %v282, %v15 : tensor<197x192xf32>
    %v284 = stablehlo.reshape %v283 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v285 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 25, 0, 0, 0>, limit_indices = array<i64: 26, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v286 = stablehlo.reshape %v285 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v287 = stablehlo.reshape %v286 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v288 = stablehlo.transpose %v287, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v289 = stablehlo.reshape %v288 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v290 = stablehlo.dot_general %v289, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v291 = stablehlo.add %v290, %v10 : tensor<196x192xf32>
    %c27 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v292 = "stablehlo.pad"(%v291, %c27) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v293 = stablehlo.add %v292, %v17 : tensor<197x192xf32>
    %v294 = stablehlo.add %v293, %v15 : tensor<197x192xf32>
    %v295 = stablehlo.reshape %v294 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v296 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 26, 0, 0, 0>, limit_indices = array<i64: 27, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v297 = stablehlo.reshape %v296 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v298 = stablehlo.reshape %v297 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v299 = stablehlo.transpose %v298, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v300 = stablehlo.reshape %v299 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v301 = stablehlo.dot_general %v300, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v302 = stablehlo.add %v301, %v10 : tensor<196x192xf32>
    %c28 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.pad"(%v302, %c28) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v304 = stablehlo.add %v303, %v17 : tensor<197x192xf32>
    %v305 = stablehlo.add %v304, %v15 : tensor<197x192xf32>
    %v306 = stablehlo.reshape %v305 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v307 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 27, 0, 0, 0>, limit_indices = array<i64: 28, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v308 = stablehlo.reshape %v307 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v309 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v310 = stablehlo.transpose %v309, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v311 = stablehlo.reshape %v310 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v312 = stablehlo.dot_general %v311, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v313 = stablehlo.add %v312, %v10 : tensor<196x192xf32>
    %c29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v314 = "stablehlo.pad"(%v313, %c29) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v315 = stablehlo.add %v314, %v17 : tensor<197x192xf32>
    %v316 = stablehlo.add %v315, %v15 : tensor<197x192xf32>
    %v317 = stablehlo.reshape %v316 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v318 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 29, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v319 = stablehlo.reshape %v318 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v320 = stablehlo.reshape %v319 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v321 = stablehlo.transpose %v320, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v322 = stablehlo.reshape %v321 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v323 = stablehlo.dot_general %v322, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v324 = stablehlo.add %v323, %v10 : tensor<196x192xf32>
    %c30 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v325 = "stablehlo.pad"(%v324, %c30) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v326 = stablehlo.add %v325, %v17 : tensor<197x192xf32>
    %v327 = stablehlo.add %v326, %v15 : tensor<197x192xf32>
    %v328 = stablehlo.reshape %v327 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v329 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 29, 0, 0, 0>, limit_indices = array<i64: 30, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v330 = stablehlo.reshape %v329 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v331 = stablehlo.reshape %v330 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v332 = stablehlo.transpose %v331, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v333 = stablehlo.reshape %v332 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v334 = stablehlo.dot_general %v333, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v335 = stablehlo.add %v334, %v10 : tensor<196x192xf32>
    %c31 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v336 = "stablehlo.pad"(%v335, %c31) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v337 = stablehlo.add %v336, %v17 : tensor<197x192xf32>
    %v338 = stablehlo.add %v337, %v15 : tensor<197x192xf32>
    %v339 = stablehlo.reshape %v338 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v340 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 30, 0, 0, 0>, limit_indices = array<i64: 31, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v341 = stablehlo.reshape %v340 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v342 = stablehlo.reshape %v341 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v343 = stablehlo.transpose %v342, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v344 = stablehlo.reshape %v343 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v345 = stablehlo.dot_general %v344, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v346 = stablehlo.add %v345, %v10 : tensor<196x192xf32>
    %c32 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v347 = "stablehlo.pad"(%v346, %c32) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v348 = stablehlo.add %v347, %v17 : tensor<197x192xf32>
    %v349 = stablehlo.add %v348, %v15 : tensor<197x192xf32>
    %v350 = stablehlo.reshape %v349 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v351 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 31, 0, 0, 0>, limit_indices = array<i64: 32, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v352 = stablehlo.reshape %v351 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v353 = stablehlo.reshape %v352 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v354 = stablehlo.transpose %v353, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v355 = stablehlo.reshape %v354 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v356 = stablehlo.dot_general %v355, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v357 = stablehlo.add %v356, %v10 : tensor<196x192xf32>
    %c33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v358 = "stablehlo.pad"(%v357, %c33) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v359 = stablehlo.add %v358, %v17 : tensor<197x192xf32>
    %v360 = stablehlo.add %v359, %v15 : tensor<197x192xf32>
    %v361 = stablehlo.reshape %v360 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v362 = stablehlo.concatenate %v20, %v31, %v42, %v53, %v64, %v75, %v86, %v97, %v108, %v119, %v130, %v141, %v152, %v163, %v174, %v185, %v196, %v207, %v218, %v229, %v240, %v251, %v262, %v273, %v284, %v295, %v306, %v317, %v328, %v339, %v350, %v361, dim = 0 : (tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<32x197x192xf32>
    %v363 = stablehlo.reshape %v362 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %v367 = stablehlo.transpose %v366, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v370 = stablehlo.transpose %v369, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v375 = stablehlo.transpose %v374, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v378 = stablehlo.transpose %v377, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c34 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v380 = stablehlo.reduce(%v363 init: %c34) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v381 = stablehlo.broadcast_in_dim %v380, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v382 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v383 = stablehlo.multiply %v381, %v382 : tensor<6304x192xf32>
    %v384 = stablehlo.subtract %v363, %v383 : tensor<6304x192xf32>
    %v385 = stablehlo.multiply %v384, %v384 : tensor<6304x192xf32>
    %c35 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v386 = stablehlo.reduce(%v385 init: %c35) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v387 = stablehlo.broadcast_in_dim %v386, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v388 = stablehlo.multiply %v387, %v382 : tensor<6304x192xf32>
    %v389 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v390 = stablehlo.add %v388, %v389 : tensor<6304x192xf32>
    %v391 = stablehlo.rsqrt %v390 : tensor<6304x192xf32>
    %v392 = stablehlo.multiply %v384, %v391 : tensor<6304x192xf32>
    %v393 = stablehlo.broadcast_in_dim %v364, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v394 = stablehlo.multiply %v392, %v393 : tensor<6304x192xf32>
    %v395 = stablehlo.broadcast_in_dim %v365, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v396 = stablehlo.add %v394, %v395 : tensor<6304x192xf32>
    %v397 = stablehlo.dot_general %v396, %v367, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v398 = stablehlo.broadcast_in_dim %v368, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v399 = stablehlo.add %v397, %v398 : tensor<6304x576xf32>
    %v400 = stablehlo.reshape %v399 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v401 = stablehlo.transpose %v400, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v402 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v403 = stablehlo.reshape %v402 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v404 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v405 = stablehlo.reshape %v404 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v406 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v407 = stablehlo.reshape %v406 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v408 = "stablehlo.slice"(%v403) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v409 = stablehlo.dot_general %v408, %v405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v410 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v411 = stablehlo.multiply %v409, %v410 : tensor<32x3x197x197xf32>
    %c36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v412 = stablehlo.reduce(%v411 init: %c36) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v413 = stablehlo.broadcast_in_dim %v412, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v414 = stablehlo.subtract %v411, %v413 : tensor<32x3x197x197xf32>
    %v415 = stablehlo.exponential %v414 : tensor<32x3x197x197xf32>
    %c37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v416 = stablehlo.reduce(%v415 init: %c37) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v417 = stablehlo.broadcast_in_dim %v416, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v418 = stablehlo.divide %v415, %v417 : tensor<32x3x197x197xf32>
    %v419 = stablehlo.dot_general %v418, %v407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v420 = stablehlo.transpose %v419, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v421 = stablehlo.reshape %v420 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v422 = stablehlo.dot_general %v421, %v370, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v423 = stablehlo.broadcast_in_dim %v371, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v424 = stablehlo.add %v422, %v423 : tensor<6304x192xf32>
    %v425 = stablehlo.add %v363, %v424 : tensor<6304x192xf32>
    %c38 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v426 = stablehlo.reduce(%v425 init: %c38) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v427 = stablehlo.broadcast_in_dim %v426, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v428 = stablehlo.multiply %v427, %v382 : tensor<6304x192xf32>
    %v429 = stablehlo.subtract %v425, %v428 : tensor<6304x192xf32>
    %v430 = stablehlo.multiply %v429, %v429 : tensor<6304x192xf32>
    %c39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v431 = stablehlo.reduce(%v430 init: %c39) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v432 = stablehlo.broadcast_in_dim %v431, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v433 = stablehlo.multiply %v432, %v382 : tensor<6304x192xf32>
    %v434 = stablehlo.add %v433, %v389 : tensor<6304x192xf32>
    %v435 = stablehlo.rsqrt %v434 : tensor<6304x192xf32>
    %v436 = stablehlo.multiply %v429, %v435 : tensor<6304x192xf32>
    %v437 = stablehlo.broadcast_in_dim %v372, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v438 = stablehlo.multiply %v436, %v437 : tensor<6304x192xf32>
    %v439 = stablehlo.broadcast_in_dim %v373, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v440 = stablehlo.add %v438, %v439 : tensor<6304x192xf32>
    %v441 = stablehlo.dot_general %v440, %v375, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v442 = stablehlo.broadcast_in_dim %v376, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v443 = stablehlo.add %v441, %v442 : tensor<6304x768xf32>
    %v444 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v445 = stablehlo.multiply %v443, %v444 : tensor<6304x768xf32>
    %v446 = chlo.erf %v445 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v447 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v448 = stablehlo.add %v447, %v446 : tensor<6304x768xf32>
    %v449 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v450 = stablehlo.multiply %v448, %v449 : tensor<6304x768xf32>
    %v451 = stablehlo.multiply %v443, %v450 : tensor<6304x768xf32>
    %v452 = stablehlo.dot_general %v451, %v378, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v453 = stablehlo.broadcast_in_dim %v379, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v454 = stablehlo.add %v452, %v453 : tensor<6304x192xf32>
    %v455 = stablehlo.add %v425, %v454 : tensor<6304x192xf32>
    %v459 = stablehlo.transpose %v458, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v462 = stablehlo.transpose %v461, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v467 = stablehlo.transpose %v466, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v470 = stablehlo.transpose %v469, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v472 = stablehlo.reduce(%v455 init: %c40) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v473 = stablehlo.broadcast_in_dim %v472, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v474 = stablehlo.multiply %v473, %v382 : tensor<6304x192xf32>
    %v475 = stablehlo.subtract %v455, %v474 : tensor<6304x192xf32>
    %v476 = stablehlo.multiply %v475, %v475 : tensor<6304x192xf32>
    %c41 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v477 = stablehlo.reduce(%v476 init: %c41) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v478 = stablehlo.broadcast_in_dim %v477, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v479 = stablehlo.multiply %v478, %v382 : tensor<6304x192xf32>
    %v480 = stablehlo.add %v479, %v389 : tensor<6304x192xf32>
    %v481 = stablehlo.rsqrt %v480 : tensor<6304x192xf32>
    %v482 = stablehlo.multiply %v475, %v481 : tensor<6304x192xf32>
    %v483 = stablehlo.broadcast_in_dim %v456, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v484 = stablehlo.multiply %v482, %v483 : tensor<6304x192xf32>
    %v485 = stablehlo.broadcast_in_dim %v457, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v486 = stablehlo.add %v484, %v485 : tensor<6304x192xf32>
    %v487 = stablehlo.dot_general %v486, %v459, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v488 = stablehlo.broadcast_in_dim %v460, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v489 = stablehlo.add %v487, %v488 : tensor<6304x576xf32>
    %v490 = stablehlo.reshape %v489 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v491 = stablehlo.transpose %v490, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v492 = "stablehlo.slice"(%v491) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v493 = stablehlo.reshape %v492 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v494 = "stablehlo.slice"(%v491) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v495 = stablehlo.reshape %v494 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v496 = "stablehlo.slice"(%v491) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v497 = stablehlo.reshape %v496 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v498 = "stablehlo.slice"(%v493) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v499 = stablehlo.dot_general %v498, %v495, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v500 = stablehlo.multiply %v499, %v410 : tensor<32x3x197x197xf32>
    %c42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v501 = stablehlo.reduce(%v500 init: %c42) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v502 = stablehlo.broadcast_in_dim %v501, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v503 = stablehlo.subtract %v500, %v502 : tensor<32x3x197x197xf32>
    %v504 = stablehlo.exponential %v503 : tensor<32x3x197x197xf32>
    %c43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v505 = stablehlo.reduce(%v504 init: %c43) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v506 = stablehlo.broadcast_in_dim %v505, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v507 = stablehlo.divide %v504, %v506 : tensor<32x3x197x197xf32>
    %v508 = stablehlo.dot_general %v507, %v497, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v509 = stablehlo.transpose %v508, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v510 = stablehlo.reshape %v509 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v511 = stablehlo.dot_general %v510, %v462, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v512 = stablehlo.broadcast_in_dim %v463, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v513 = stablehlo.add %v511, %v512 : tensor<6304x192xf32>
    %v514 = stablehlo.add %v455, %v513 : tensor<6304x192xf32>
    %c44 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v515 = stablehlo.reduce(%v514 init: %c44) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v516 = stablehlo.broadcast_in_dim %v515, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v517 = stablehlo.multiply %v516, %v382 : tensor<6304x192xf32>
    %v518 = stablehlo.subtract %v514, %v517 : tensor<6304x192xf32>
    %v519 = stablehlo.multiply %v518, %v518 : tensor<6304x192xf32>
    %c45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v520 = stablehlo.reduce(%v519 init: %c45) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v521 = stablehlo.broadcast_in_dim %v520, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v522 = stablehlo.multiply %v521, %v382 : tensor<6304x192xf32>
    %v523 = stablehlo.add %v522, %v389 : tensor<6304x192xf32>
    %v524 = stablehlo.rsqrt %v523 : tensor<6304x192xf32>
    %v525 = stablehlo.multiply %v518, %v524 : tensor<6304x192xf32>
    %v526 = stablehlo.broadcast_in_dim %v464, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v527 = stablehlo.multiply %v525, %v526 : tensor<6304x192xf32>
    %v528 = stablehlo.broadcast_in_dim %v465, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v529 = stablehlo.add %v527, %v528 : tensor<6304x192xf32>
    %v530 = stablehlo.dot_general %v529, %v467, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v531 = stablehlo.broadcast_in_dim %v468, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v532 = stablehlo.add %v530, %v531 : tensor<6304x768xf32>
    %v533 = stablehlo.multiply %v532, %v444 : tensor<6304x768xf32>
    %v534 = chlo.erf %v533 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v535 = stablehlo.add %v447, %v534 : tensor<6304x768xf32>
    %v536 = stablehlo.multiply %v535, %v449 : tensor<6304x768xf32>
    %v537 = stablehlo.multiply %v532, %v536 : tensor<6304x768xf32>
    %v538 = stablehlo.dot_general %v537, %v470, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v539 = stablehlo.broadcast_in_dim %v471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v540 = stablehlo.add %v538, %v539 : tensor<6304x192xf32>
    %v541 = stablehlo.add %v514, %v540 : tensor<6304x192xf32>
    %v545 = stablehlo.transpose %v544, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v548 = stablehlo.transpose %v547, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v553 = stablehlo.transpose %v552, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v556 = stablehlo.transpose %v555, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c46 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v558 = stablehlo.reduce(%v541 init: %c46) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v559 = stablehlo.broadcast_in_dim %v558, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v560 = stablehlo.multiply %v559, %v382 : tensor<6304x192xf32>
    %v561 = stablehlo.subtract %v541, %v560 : tensor<6304x192xf32>
    %v562 = stablehlo.multiply %v561, %v561 : tensor<6304x192xf32>
    %c47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v563 = stablehlo.reduce(%v562 init: %c47) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v564 = stablehlo.broadcast_in_dim %v563, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v565 = stablehlo.multiply %v564, %v382 : tensor<6304x192xf32>
    %v566 = stablehlo.add %v565, %v389 : tensor<6304x192xf32>
    %v567 = stablehlo.rsqrt %v566 : tensor<6304x192xf32>
    %v568 = stablehlo.multiply %v561, %v567 : tensor<6304x192xf32>
    %v569 = stablehlo.broadcast_in_dim %v542, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v570 = stablehlo.multiply %v568, %v569 : tensor<6304x192xf32>
    %v571 = stablehlo.broadcast_in_dim %v543, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v572 = stablehlo.add %v570, %v571 : tensor<6304x192xf32>
    %v573 = stablehlo.dot_general %v572, %v545, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v574 = stablehlo.broadcast_in_dim %v546, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v575 = stablehlo.add %v573, %v574 : tensor<6304x576xf32>
    %v576 = stablehlo.reshape %v575 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v577 = stablehlo.transpose %v576, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v578 = "stablehlo.slice"(%v577) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v579 = stablehlo.reshape %v578 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v580 = "stablehlo.slice"(%v577) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v581 = stablehlo.reshape %v580 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v582 = "stablehlo.slice"(%v577) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v583 = stablehlo.reshape %v582 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v584 = "stablehlo.slice"(%v579) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v585 = stablehlo.dot_general %v584, %v581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v586 = stablehlo.multiply %v585, %v410 : tensor<32x3x197x197xf32>
    %c48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v587 = stablehlo.reduce(%v586 init: %c48) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v588 = stablehlo.broadcast_in_dim %v587, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v589 = stablehlo.subtract %v586, %v588 : tensor<32x3x197x197xf32>
    %v590 = stablehlo.exponential %v589 : tensor<32x3x197x197xf32>
    %c49 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v591 = stablehlo.reduce(%v590 init: %c49) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v592 = stablehlo.broadcast_in_dim %v591, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v593 = stablehlo.divide %v590, %v592 : tensor<32x3x197x197xf32>
    %v594 = stablehlo.dot_general %v593, %v583, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v595 = stablehlo.transpose %v594, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v596 = stablehlo.reshape %v595 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v597 = stablehlo.dot_general %v596, %v548, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v598 = stablehlo.broadcast_in_dim %v549, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v599 = stablehlo.add %v597, %v598 : tensor<6304x192xf32>
    %v600 = stablehlo.add %v541, %v599 : tensor<6304x192xf32>
    %c50 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v601 = stablehlo.reduce(%v600 init: %c50) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v602 = stablehlo.broadcast_in_dim %v601, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v603 = stablehlo.multiply %v602, %v382 : tensor<6304x192xf32>
    %v604 = stablehlo.subtract %v600, %v603 : tensor<6304x192xf32>
    %v605 = stablehlo.multiply %v604, %v604 : tensor<6304x192xf32>
    %c51 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v606 = stablehlo.reduce(%v605 init: %c51) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v607 = stablehlo.broadcast_in_dim %v606, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v608 = stablehlo.multiply %v607, %v382 : tensor<6304x192xf32>
    %v609 = stablehlo.add %v608, %v389 : tensor<6304x192xf32>
    %v610 = stablehlo.rsqrt %v609 : tensor<6304x192xf32>
    %v611 = stablehlo.multiply %v604, %v610 : tensor<6304x192xf32>
    %v612 = stablehlo.broadcast_in_dim %v550, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v613 = stablehlo.multiply %v611, %v612 : tensor<6304x192xf32>
    %v614 = stablehlo.broadcast_in_dim %v551, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v615 = stablehlo.add %v613, %v614 : tensor<6304x192xf32>
    %v616 = stablehlo.dot_general %v615, %v553, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v617 = stablehlo.broadcast_in_dim %v554, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v618 = stablehlo.add %v616, %v617 : tensor<6304x768xf32>
    %v619 = stablehlo.multiply %v618, %v444 : tensor<6304x768xf32>
    %v620 = chlo.erf %v619 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v621 = stablehlo.add %v447, %v620 : tensor<6304x768xf32>
    %v622 = stablehlo.multiply %v621, %v449 : tensor<6304x768xf32>
    %v623 = stablehlo.multiply %v618, %v622 : tensor<6304x768xf32>
    %v624 = stablehlo.dot_general %v623, %v556, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v625 = stablehlo.broadcast_in_dim %v557, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v626 = stablehlo.add %v624, %v625 : tensor<6304x192xf32>
    %v627 = stablehlo.add %v600, %v626 : tensor<6304x192xf32>
    %v631 = stablehlo.transpose %v630, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v634 = stablehlo.transpose %v633, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v639 = stablehlo.transpose %v638, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v642 = stablehlo.transpose %v641, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c52 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v644 = stablehlo.reduce(%v627 init: %c52) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v645 = stablehlo.broadcast_in_dim %v644, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v646 = stablehlo.multiply %v645, %v382 : tensor<6304x192xf32>
    %v647 = stablehlo.subtract %v627, %v646 : tensor<6304x192xf32>
    %v648 = stablehlo.multiply %v647, %v647 : tensor<6304x192xf32>
    %c53 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v649 = stablehlo.reduce(%v648 init: %c53) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v650 = stablehlo.broadcast_in_dim %v649, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v651 = stablehlo.multiply %v650, %v382 : tensor<6304x192xf32>
    %v652 = stablehlo.add %v651, %v389 : tensor<6304x192xf32>
    %v653 = stablehlo.rsqrt %v652 : tensor<6304x192xf32>
    %v654 = stablehlo.multiply %v647, %v653 : tensor<6304x192xf32>
    %v655 = stablehlo.broadcast_in_dim %v628, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v656 = stablehlo.multiply %v654, %v655 : tensor<6304x192xf32>
    %v657 = stablehlo.broadcast_in_dim %v629, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v658 = stablehlo.add %v656, %v657 : tensor<6304x192xf32>
    %v659 = stablehlo.dot_general %v658, %v631, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v660 = stablehlo.broadcast_in_dim %v632, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v661 = stablehlo.add %v659, %v660 : tensor<6304x576xf32>
    %v662 = stablehlo.reshape %v661 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v663 = stablehlo.transpose %v662, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v664 = "stablehlo.slice"(%v663) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v665 = stablehlo.reshape %v664 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v666 = "stablehlo.slice"(%v663) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v667 = stablehlo.reshape %v666 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v668 = "stablehlo.slice"(%v663) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v669 = stablehlo.reshape %v668 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v670 = "stablehlo.slice"(%v665) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v671 = stablehlo.dot_general %v670, %v667, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v672 = stablehlo.multiply %v671, %v410 : tensor<32x3x197x197xf32>
    %c54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v673 = stablehlo.reduce(%v672 init: %c54) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v674 = stablehlo.broadcast_in_dim %v673, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v675 = stablehlo.subtract %v672, %v674 : tensor<32x3x197x197xf32>
    %v676 = stablehlo.exponential %v675 : tensor<32x3x197x197xf32>
    %c55 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v677 = stablehlo.reduce(%v676 init: %c55) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v678 = stablehlo.broadcast_in_dim %v677, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v679 = stablehlo.divide %v676, %v678 : tensor<32x3x197x197xf32>
    %v680 = stablehlo.dot_general %v679, %v669, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v681 = stablehlo.transpose %v680, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v682 = stablehlo.reshape %v681 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v683 = stablehlo.dot_general %v682, %v634, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v684 = stablehlo.broadcast_in_dim %v635, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v685 = stablehlo.add %v683, %v684 : tensor<6304x192xf32>
    %v686 = stablehlo.add %v627, %v685 : tensor<6304x192xf32>
    %c56 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v687 = stablehlo.reduce(%v686 init: %c56) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v688 = stablehlo.broadcast_in_dim %v687, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v689 = stablehlo.multiply %v688, %v382 : tensor<6304x192xf32>
    %v690 = stablehlo.subtract %v686, %v689 : tensor<6304x192xf32>
    %v691 = stablehlo.multiply %v690, %v690 : tensor<6304x192xf32>
    %c57 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v692 = stablehlo.reduce(%v691 init: %c57) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v693 = stablehlo.broadcast_in_dim %v692, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v694 = stablehlo.multiply %v693, %v382 : tensor<6304x192xf32>
    %v695 = stablehlo.add %v694, %v389 : tensor<6304x192xf32>
    %v696 = stablehlo.rsqrt %v695 : tensor<6304x192xf32>
    %v697 = stablehlo.multiply %v690, %v696 : tensor<6304x192xf32>
    %v698 = stablehlo.broadcast_in_dim %v636, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v699 = stablehlo.multiply %v697, %v698 : tensor<6304x192xf32>
    %v700 = stablehlo.broadcast_in_dim %v637, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v701 = stablehlo.add %v699, %v700 : tensor<6304x192xf32>
    %v702 = stablehlo.dot_general %v701, %v639, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v703 = stablehlo.broadcast_in_dim %v640, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v704 = stablehlo.add %v702, %v703 : tensor<6304x768xf32>
    %v705 = stablehlo.multiply %v704, %v444 : tensor<6304x768xf32>
    %v706 = chlo.erf %v705 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v707 = stablehlo.add %v447, %v706 : tensor<6304x768xf32>
    %v708 = stablehlo.multiply %v707, %v449 : tensor<6304x768xf32>
    %v709 = stablehlo.multiply %v704, %v708 : tensor<6304x768xf32>
    %v710 = stablehlo.dot_general %v709, %v642, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v711 = stablehlo.broadcast_in_dim %v643, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v712 = stablehlo.add %v710, %v711 : tensor<6304x192xf32>
    %v713 = stablehlo.add %v686, %v712 : tensor<6304x192xf32>
    %v717 = stablehlo.transpose %v716, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v720 = stablehlo.transpose %v719, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v725 = stablehlo.transpose %v724, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v728 = stablehlo.transpose %v727, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c58 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v730 = stablehlo.reduce(%v713 init: %c58) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v731 = stablehlo.broadcast_in_dim %v730, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v732 = stablehlo.multiply %v731, %v382 : tensor<6304x192xf32>
    %v733 = stablehlo.subtract %v713, %v732 : tensor<6304x192xf32>
    %v734 = stablehlo.multiply %v733, %v733 : tensor<6304x192xf32>
    %c59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v735 = stablehlo.reduce(%v734 init: %c59) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v736 = stablehlo.broadcast_in_dim %v735, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v737 = stablehlo.multiply %v736, %v382 : tensor<6304x192xf32>
    %v738 = stablehlo.add %v737, %v389 : tensor<6304x192xf32>
    %v739 = stablehlo.rsqrt %v738 : tensor<6304x192xf32>
    %v740 = stablehlo.multiply %v733, %v739 : tensor<6304x192xf32>
    %v741 = stablehlo.broadcast_in_dim %v714, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v742 = stablehlo.multiply %v740, %v741 : tensor<6304x192xf32>
    %v743 = stablehlo.broadcast_in_dim %v715, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v744 = stablehlo.add %v742, %v743 : tensor<6304x192xf32>
    %v745 = stablehlo.dot_general %v744, %v717, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v746 = stablehlo.broadcast_in_dim %v718, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v747 = stablehlo.add %v745, %v746 : tensor<6304x576xf32>
    %v748 = stablehlo.reshape %v747 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v749 = stablehlo.transpose %v748, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v750 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v751 = stablehlo.reshape %v750 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v752 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v753 = stablehlo.reshape %v752 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v754 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v755 = stablehlo.reshape %v754 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v756 = "stablehlo.slice"(%v751) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v757 = stablehlo.dot_general %v756, %v753, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v758 = stablehlo.multiply %v757, %v410 : tensor<32x3x197x197xf32>
    %c60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v759 = stablehlo.reduce(%v758 init: %c60) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v760 = stablehlo.broadcast_in_dim %v759, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v761 = stablehlo.subtract %v758, %v760 : tensor<32x3x197x197xf32>
    %v762 = stablehlo.exponential %v761 : tensor<32x3x197x197xf32>
    %c61 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v763 = stablehlo.reduce(%v762 init: %c61) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v764 = stablehlo.broadcast_in_dim %v763, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v765 = stablehlo.divide %v762, %v764 : tensor<32x3x197x197xf32>
    %v766 = stablehlo.dot_general %v765, %v755, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v767 = stablehlo.transpose %v766, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v768 = stablehlo.reshape %v767 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v769 = stablehlo.dot_general %v768, %v720, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v770 = stablehlo.broadcast_in_dim %v721, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v771 = stablehlo.add %v769, %v770 : tensor<6304x192xf32>
    %v772 = stablehlo.add %v713, %v771 : tensor<6304x192xf32>
    %c62 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v773 = stablehlo.reduce(%v772 init: %c62) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v774 = stablehlo.broadcast_in_dim %v773, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v775 = stablehlo.multiply %v774, %v382 : tensor<6304x192xf32>
    %v776 = stablehlo.subtract %v772, %v775 : tensor<6304x192xf32>
    %v777 = stablehlo.multiply %v776, %v776 : tensor<6304x192xf32>
    %c63 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v778 = stablehlo.reduce(%v777 init: %c63) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v779 = stablehlo.broadcast_in_dim %v778, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v780 = stablehlo.multiply %v779, %v382 : tensor<6304x192xf32>
    %v781 = stablehlo.add %v780, %v389 : tensor<6304x192xf32>
    %v782 = stablehlo.rsqrt %v781 : tensor<6304x192xf32>
    %v783 = stablehlo.multiply %v776, %v782 : tensor<6304x192xf32>
    %v784 = stablehlo.broadcast_in_dim %v722, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v785 = stablehlo.multiply %v783, %v784 : tensor<6304x192xf32>
    %v786 = stablehlo.broadcast_in_dim %v723, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v787 = stablehlo.add %v785, %v786 : tensor<6304x192xf32>
    %v788 = stablehlo.dot_general %v787, %v725, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v789 = stablehlo.broadcast_in_dim %v726, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v790 = stablehlo.add %v788, %v789 : tensor<6304x768xf32>
    %v791 = stablehlo.multiply %v790, %v444 : tensor<6304x768xf32>
    %v792 = chlo.erf %v791 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v793 = stablehlo.add %v447, %v792 : tensor<6304x768xf32>
    %v794 = stablehlo.multiply %v793, %v449 : tensor<6304x768xf32>
    %v795 = stablehlo.multiply %v790, %v794 : tensor<6304x768xf32>
    %v796 = stablehlo.dot_general %v795, %v728, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v797 = stablehlo.broadcast_in_dim %v729, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v798 = stablehlo.add %v796, %v797 : tensor<6304x192xf32>
    %v799 = stablehlo.add %v772, %v798 : tensor<6304x192xf32>
    %v803 = stablehlo.transpose %v802, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v806 = stablehlo.transpose %v805, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v811 = stablehlo.transpose %v810, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v814 = stablehlo.transpose %v813, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c64 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v816 = stablehlo.reduce(%v799 init: %c64) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v817 = stablehlo.broadcast_in_dim %v816, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v818 = stablehlo.multiply %v817, %v382 : tensor<6304x192xf32>
    %v819 = stablehlo.subtract %v799, %v818 : tensor<6304x192xf32>
    %v820 = stablehlo.multiply %v819, %v819 : tensor<6304x192xf32>
    %c65 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v821 = stablehlo.reduce(%v820 init: %c65) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v822 = stablehlo.broadcast_in_dim %v821, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v823 = stablehlo.multiply %v822, %v382 : tensor<6304x192xf32>
    %v824 = stablehlo.add %v823, %v389 : tensor<6304x192xf32>
    %v825 = stablehlo.rsqrt %v824 : tensor<6304x192xf32>
    %v826 = stablehlo.multiply %v819, %v825 : tensor<6304x192xf32>
    %v827 = stablehlo.broadcast_in_dim %v800, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v828 = stablehlo.multiply %v826, %v827 : tensor<6304x192xf32>
    %v829 = stablehlo.broadcast_in_dim %v801, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v830 = stablehlo.add %v828, %v829 : tensor<6304x192xf32>
    %v831 = stablehlo.dot_general %v830, %v803, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v832 = stablehlo.broadcast_in_dim %v804, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v833 = stablehlo.add %v831, %v832 : tensor<6304x576xf32>
    %v834 = stablehlo.reshape %v833 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v835 = stablehlo.transpose %v834, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v836 = "stablehlo.slice"(%v835) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v837 = stablehlo.reshape %v836 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v838 = "stablehlo.slice"(%v835) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v839 = stablehlo.reshape %v838 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v840 = "stablehlo.slice"(%v835) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v841 = stablehlo.reshape %v840 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v842 = "stablehlo.slice"(%v837) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v843 = stablehlo.dot_general %v842, %v839, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v844 = stablehlo.multiply %v843, %v410 : tensor<32x3x197x197xf32>
    %c66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v845 = stablehlo.reduce(%v844 init: %c66) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v846 = stablehlo.broadcast_in_dim %v845, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v847 = stablehlo.subtract %v844, %v846 : tensor<32x3x197x197xf32>
    %v848 = stablehlo.exponential %v847 : tensor<32x3x197x197xf32>
    %c67 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v849 = stablehlo.reduce(%v848 init: %c67) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v850 = stablehlo.broadcast_in_dim %v849, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v851 = stablehlo.divide %v848, %v850 : tensor<32x3x197x197xf32>
    %v852 = stablehlo.dot_general %v851, %v841, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v853 = stablehlo.transpose %v852, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v854 = stablehlo.reshape %v853 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v855 = stablehlo.dot_general %v854, %v806, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v856 = stablehlo.broadcast_in_dim %v807, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v857 = stablehlo.add %v855, %v856 : tensor<6304x192xf32>
    %v858 = stablehlo.add %v799, %v857 : tensor<6304x192xf32>
    %c68 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v859 = stablehlo.reduce(%v858 init: %c68) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v860 = stablehlo.broadcast_in_dim %v859, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v861 = stablehlo.multiply %v860, %v382 : tensor<6304x192xf32>
    %v862 = stablehlo.subtract %v858, %v861 : tensor<6304x192xf32>
    %v863 = stablehlo.multiply %v862, %v862 : tensor<6304x192xf32>
    %c69 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v864 = stablehlo.reduce(%v863 init: %c69) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v865 = stablehlo.broadcast_in_dim %v864, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v866 = stablehlo.multiply %v865, %v382 : tensor<6304x192xf32>
    %v867 = stablehlo.add %v866, %v389 : tensor<6304x192xf32>
    %v868 = stablehlo.rsqrt %v867 : tensor<6304x192xf32>
    %v869 = stablehlo.multiply %v862, %v868 : tensor<6304x192xf32>
    %v870 = stablehlo.broadcast_in_dim %v808, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v871 = stablehlo.multiply %v869, %v870 : tensor<6304x192xf32>
    %v872 = stablehlo.broadcast_in_dim %v809, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v873 = stablehlo.add %v871, %v872 : tensor<6304x192xf32>
    %v874 = stablehlo.dot_general %v873, %v811, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v875 = stablehlo.broadcast_in_dim %v812, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v876 = stablehlo.add %v874, %v875 : tensor<6304x768xf32>
    %v877 = stablehlo.multiply %v876, %v444 : tensor<6304x768xf32>
    %v878 = chlo.erf %v877 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v879 = stablehlo.add %v447, %v878 : tensor<6304x768xf32>
    %v880 = stablehlo.multiply %v879, %v449 : tensor<6304x768xf32>
    %v881 = stablehlo.multiply %v876, %v880 : tensor<6304x768xf32>
    %v882 = stablehlo.dot_general %v881, %v814, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v883 = stablehlo.broadcast_in_dim %v815, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v884 = stablehlo.add %v882, %v883 : tensor<6304x192xf32>
    %v885 = stablehlo.add %v858, %v884 : tensor<6304x192xf32>
    %v889 = stablehlo.transpose %v888, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v892 = stablehlo.transpose %v891, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v897 = stablehlo.transpose %v896, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v900 = stablehlo.transpose %v899, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v902 = stablehlo.reduce(%v885 init: %c70) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v903 = stablehlo.broadcast_in_dim %v902, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v904 = stablehlo.multiply %v903, %v382 : tensor<6304x192xf32>
    %v905 = stablehlo.subtract %v885, %v904 : tensor<6304x192xf32>
    %v906 = stablehlo.multiply %v905, %v905 : tensor<6304x192xf32>
    %c71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v907 = stablehlo.reduce(%v906 init: %c71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v908 = stablehlo.broadcast_in_dim %v907, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v909 = stablehlo.multiply %v908, %v382 : tensor<6304x192xf32>
    %v910 = stablehlo.add %v909, %v389 : tensor<6304x192xf32>
    %v911 = stablehlo.rsqrt %v910 : tensor<6304x192xf32>
    %v912 = stablehlo.multiply %v905, %v911 : tensor<6304x192xf32>
    %v913 = stablehlo.broadcast_in_dim %v886, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v914 = stablehlo.multiply %v912, %v913 : tensor<6304x192xf32>
    %v915 = stablehlo.broadcast_in_dim %v887, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v916 = stablehlo.add %v914, %v915 : tensor<6304x192xf32>
    %v917 = stablehlo.dot_general %v916, %v889, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v918 = stablehlo.broadcast_in_dim %v890, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v919 = stablehlo.add %v917, %v918 : tensor<6304x576xf32>
    %v920 = stablehlo.reshape %v919 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v921 = stablehlo.transpose %v920, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v922 = "stablehlo.slice"(%v921) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v923 = stablehlo.reshape %v922 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v924 = "stablehlo.slice"(%v921) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v925 = stablehlo.reshape %v924 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v926 = "stablehlo.slice"(%v921) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v927 = stablehlo.reshape %v926 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v928 = "stablehlo.slice"(%v923) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v929 = stablehlo.dot_general %v928, %v925, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v930 = stablehlo.multiply %v929, %v410 : tensor<32x3x197x197xf32>
    %c72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v931 = stablehlo.reduce(%v930 init: %c72) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v932 = stablehlo.broadcast_in_dim %v931, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v933 = stablehlo.subtract %v930, %v932 : tensor<32x3x197x197xf32>
    %v934 = stablehlo.exponential %v933 : tensor<32x3x197x197xf32>
    %c73 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v935 = stablehlo.reduce(%v934 init: %c73) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v936 = stablehlo.broadcast_in_dim %v935, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v937 = stablehlo.divide %v934, %v936 : tensor<32x3x197x197xf32>
    %v938 = stablehlo.dot_general %v937, %v927, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v939 = stablehlo.transpose %v938, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v940 = stablehlo.reshape %v939 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v941 = stablehlo.dot_general %v940, %v892, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v942 = stablehlo.broadcast_in_dim %v893, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v943 = stablehlo.add %v941, %v942 : tensor<6304x192xf32>
    %v944 = stablehlo.add %v885, %v943 : tensor<6304x192xf32>
    %c74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v945 = stablehlo.reduce(%v944 init: %c74) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v946 = stablehlo.broadcast_in_dim %v945, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v947 = stablehlo.multiply %v946, %v382 : tensor<6304x192xf32>
    %v948 = stablehlo.subtract %v944, %v947 : tensor<6304x192xf32>
    %v949 = stablehlo.multiply %v948, %v948 : tensor<6304x192xf32>
    %c75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v950 = stablehlo.reduce(%v949 init: %c75) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v951 = stablehlo.broadcast_in_dim %v950, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v952 = stablehlo.multiply %v951, %v382 : tensor<6304x192xf32>
    %v953 = stablehlo.add %v952, %v389 : tensor<6304x192xf32>
    %v954 = stablehlo.rsqrt %v953 : tensor<6304x192xf32>
    %v955 = stablehlo.multiply %v948, %v954 : tensor<6304x192xf32>
    %v956 = stablehlo.broadcast_in_dim %v894, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v957 = stablehlo.multiply %v955, %v956 : tensor<6304x192xf32>
    %v958 = stablehlo.broadcast_in_dim %v895, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v959 = stablehlo.add %v957, %v958 : tensor<6304x192xf32>
    %v960 = stablehlo.dot_general %v959, %v897, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v961 = stablehlo.broadcast_in_dim %v898, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v962 = stablehlo.add %v960, %v961 : tensor<6304x768xf32>
    %v963 = stablehlo.multiply %v962, %v444 : tensor<6304x768xf32>
    %v964 = chlo.erf %v963 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v965 = stablehlo.add %v447, %v964 : tensor<6304x768xf32>
    %v966 = stablehlo.multiply %v965, %v449 : tensor<6304x768xf32>
    %v967 = stablehlo.multiply %v962, %v966 : tensor<6304x768xf32>
    %v968 = stablehlo.dot_general %v967, %v900, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v969 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v970 = stablehlo.add %v968, %v969 : tensor<6304x192xf32>
    %v971 = stablehlo.add %v944, %v970 : tensor<6304x192xf32>
    %v975 = stablehlo.transpose %v974, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v978 = stablehlo.transpose %v977, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v983 = stablehlo.transpose %v982, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v986 = stablehlo.transpose %v985, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v988 = stablehlo.reduce(%v971 init: %c76) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v989 = stablehlo.broadcast_in_dim %v988, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v990 = stablehlo.multiply %v989, %v382 : tensor<6304x192xf32>
    %v991 = stablehlo.subtract %v971, %v990 : tensor<6304x192xf32>
    %v992 = stablehlo.multiply %v991, %v991 : tensor<6304x192xf32>
    %c77 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v993 = stablehlo.reduce(%v992 init: %c77) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v994 = stablehlo.broadcast_in_dim %v993, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v995 = stablehlo.multiply %v994, %v382 : tensor<6304x192xf32>
    %v996 = stablehlo.add %v995, %v389 : tensor<6304x192xf32>
    %v997 = stablehlo.rsqrt %v996 : tensor<6304x192xf32>
    %v998 = stablehlo.multiply %v991, %v997 : tensor<6304x192xf32>
    %v999 = stablehlo.broadcast_in_dim %v972, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1000 = stablehlo.multiply %v998, %v999 : tensor<6304x192xf32>
    %v1001 = stablehlo.broadcast_in_dim %v973, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1002 = stablehlo.add %v1000, %v1001 : tensor<6304x192xf32>
    %v1003 = stablehlo.dot_general %v1002, %v975, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1004 = stablehlo.broadcast_in_dim %v976, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1005 = stablehlo.add %v1003, %v1004 : tensor<6304x576xf32>
    %v1006 = stablehlo.reshape %v1005 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1007 = stablehlo.transpose %v1006, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1008 = "stablehlo.slice"(%v1007) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1009 = stablehlo.reshape %v1008 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1010 = "stablehlo.slice"(%v1007) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1011 = stablehlo.reshape %v1010 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1012 = "stablehlo.slice"(%v1007) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1013 = stablehlo.reshape %v1012 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1014 = "stablehlo.slice"(%v1009) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1015 = stablehlo.dot_general %v1014, %v1011, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1016 = stablehlo.multiply %v1015, %v410 : tensor<32x3x197x197xf32>
    %c78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1017 = stablehlo.reduce(%v1016 init: %c78) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1018 = stablehlo.broadcast_in_dim %v1017, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1019 = stablehlo.subtract %v1016, %v1018 : tensor<32x3x197x197xf32>
    %v1020 = stablehlo.exponential %v1019 : tensor<32x3x197x197xf32>
    %c79 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1021 = stablehlo.reduce(%v1020 init: %c79) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1022 = stablehlo.broadcast_in_dim %v1021, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1023 = stablehlo.divide %v1020, %v1022 : tensor<32x3x197x197xf32>
    %v1024 = stablehlo.dot_general %v1023, %v1013, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1025 = stablehlo.transpose %v1024, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1026 = stablehlo.reshape %v1025 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1027 = stablehlo.dot_general %v1026, %v978, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1028 = stablehlo.broadcast_in_dim %v979, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1029 = stablehlo.add %v1027, %v1028 : tensor<6304x192xf32>
    %v1030 = stablehlo.add %v971, %v1029 : tensor<6304x192xf32>
    %c80 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1031 = stablehlo.reduce(%v1030 init: %c80) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1032 = stablehlo.broadcast_in_dim %v1031, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1033 = stablehlo.multiply %v1032, %v382 : tensor<6304x192xf32>
    %v1034 = stablehlo.subtract %v1030, %v1033 : tensor<6304x192xf32>
    %v1035 = stablehlo.multiply %v1034, %v1034 : tensor<6304x192xf32>
    %c81 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1036 = stablehlo.reduce(%v1035 init: %c81) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1037 = stablehlo.broadcast_in_dim %v1036, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1038 = stablehlo.multiply %v1037, %v382 : tensor<6304x192xf32>
    %v1039 = stablehlo.add %v1038, %v389 : tensor<6304x192xf32>
    %v1040 = stablehlo.rsqrt %v1039 : tensor<6304x192xf32>
    %v1041 = stablehlo.multiply %v1034, %v1040 : tensor<6304x192xf32>
    %v1042 = stablehlo.broadcast_in_dim %v980, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1043 = stablehlo.multiply %v1041, %v1042 : tensor<6304x192xf32>
    %v1044 = stablehlo.broadcast_in_dim %v981, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1045 = stablehlo.add %v1043, %v1044 : tensor<6304x192xf32>
    %v1046 = stablehlo.dot_general %v1045, %v983, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1047 = stablehlo.broadcast_in_dim %v984, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1048 = stablehlo.add %v1046, %v1047 : tensor<6304x768xf32>
    %v1049 = stablehlo.multiply %v1048, %v444 : tensor<6304x768xf32>
    %v1050 = chlo.erf %v1049 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1051 = stablehlo.add %v447, %v1050 : tensor<6304x768xf32>
    %v1052 = stablehlo.multiply %v1051, %v449 : tensor<6304x768xf32>
    %v1053 = stablehlo.multiply %v1048, %v1052 : tensor<6304x768xf32>
    %v1054 = stablehlo.dot_general %v1053, %v986, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1055 = stablehlo.broadcast_in_dim %v987, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1056 = stablehlo.add %v1054, %v1055 : tensor<6304x192xf32>
    %v1057 = stablehlo.add %v1030, %v1056 : tensor<6304x192xf32>
    %v1061 = stablehlo.transpose %v1060, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1064 = stablehlo.transpose %v1063, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1069 = stablehlo.transpose %v1068, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1072 = stablehlo.transpose %v1071, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c82 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1074 = stablehlo.reduce(%v1057 init: %c82) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1075 = stablehlo.broadcast_in_dim %v1074, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1076 = stablehlo.multiply %v1075, %v382 : tensor<6304x192xf32>
    %v1077 = stablehlo.subtract %v1057, %v1076 : tensor<6304x192xf32>
    %v1078 = stablehlo.multiply %v1077, %v1077 : tensor<6304x192xf32>
    %c83 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1079 = stablehlo.reduce(%v1078 init: %c83) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1080 = stablehlo.broadcast_in_dim %v1079, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1081 = stablehlo.multiply %v1080, %v382 : tensor<6304x192xf32>
    %v1082 = stablehlo.add %v1081, %v389 : tensor<6304x192xf32>
    %v1083 = stablehlo.rsqrt %v1082 : tensor<6304x192xf32>
    %v1084 = stablehlo.multiply %v1077, %v1083 : tensor<6304x192xf32>
    %v1085 = stablehlo.broadcast_in_dim %v1058, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1086 = stablehlo.multiply %v1084, %v1085 : tensor<6304x192xf32>
    %v1087 = stablehlo.broadcast_in_dim %v1059, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1088 = stablehlo.add %v1086, %v1087 : tensor<6304x192xf32>
    %v1089 = stablehlo.dot_general %v1088, %v1061, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1090 = stablehlo.broadcast_in_dim %v1062, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1091 = stablehlo.add %v1089, %v1090 : tensor<6304x576xf32>
    %v1092 = stablehlo.reshape %v1091 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1093 = stablehlo.transpose %v1092, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1094 = "stablehlo.slice"(%v1093) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1095 = stablehlo.reshape %v1094 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1096 = "stablehlo.slice"(%v1093) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1097 = stablehlo.reshape %v1096 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1098 = "stablehlo.slice"(%v1093) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1099 = stablehlo.reshape %v1098 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1100 = "stablehlo.slice"(%v1095) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1101 = stablehlo.dot_general %v1100, %v1097, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1102 = stablehlo.multiply %v1101, %v410 : tensor<32x3x197x197xf32>
    %c84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1103 = stablehlo.reduce(%v1102 init: %c84) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1104 = stablehlo.broadcast_in_dim %v1103, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1105 = stablehlo.subtract %v1102, %v1104 : tensor<32x3x197x197xf32>
    %v1106 = stablehlo.exponential %v1105 : tensor<32x3x197x197xf32>
    %c85 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1107 = stablehlo.reduce(%v1106 init: %c85) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1108 = stablehlo.broadcast_in_dim %v1107, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1109 = stablehlo.divide %v1106, %v1108 : tensor<32x3x197x197xf32>
    %v1110 = stablehlo.dot_general %v1109, %v1099, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1111 = stablehlo.transpose %v1110, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1112 = stablehlo.reshape %v1111 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1113 = stablehlo.dot_general %v1112, %v1064, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1114 = stablehlo.broadcast_in_dim %v1065, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1115 = stablehlo.add %v1113, %v1114 : tensor<6304x192xf32>
    %v1116 = stablehlo.add %v1057, %v1115 : tensor<6304x192xf32>
    %c86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1117 = stablehlo.reduce(%v1116 init: %c86) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1118 = stablehlo.broadcast_in_dim %v1117, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1119 = stablehlo.multiply %v1118, %v382 : tensor<6304x192xf32>
    %v1120 = stablehlo.subtract %v1116, %v1119 : tensor<6304x192xf32>
    %v1121 = stablehlo.multiply %v1120, %v1120 : tensor<6304x192xf32>
    %c87 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1122 = stablehlo.reduce(%v1121 init: %c87) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1123 = stablehlo.broadcast_in_dim %v1122, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1124 = stablehlo.multiply %v1123, %v382 : tensor<6304x192xf32>
    %v1125 = stablehlo.add %v1124, %v389 : tensor<6304x192xf32>
    %v1126 = stablehlo.rsqrt %v1125 : tensor<6304x192xf32>
    %v1127 = stablehlo.multiply %v1120, %v1126 : tensor<6304x192xf32>
    %v1128 = stablehlo.broadcast_in_dim %v1066, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1129 = stablehlo.multiply %v1127, %v1128 : tensor<6304x192xf32>
    %v1130 = stablehlo.broadcast_in_dim %v1067, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1131 = stablehlo.add %v1129, %v1130 : tensor<6304x192xf32>
    %v1132 = stablehlo.dot_general %v1131, %v1069, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1133 = stablehlo.broadcast_in_dim %v1070, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1134 = stablehlo.add %v1132, %v1133 : tensor<6304x768xf32>
    %v1135 = stablehlo.multiply %v1134, %v444 : tensor<6304x768xf32>
    %v1136 = chlo.erf %v1135 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1137 = stablehlo.add %v447, %v1136 : tensor<6304x768xf32>
    %v1138 = stablehlo.multiply %v1137, %v449 : tensor<6304x768xf32>
    %v1139 = stablehlo.multiply %v1134, %v1138 : tensor<6304x768xf32>
    %v1140 = stablehlo.dot_general %v1139, %v1072, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1141 = stablehlo.broadcast_in_dim %v1073, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1142 = stablehlo.add %v1140, %v1141 : tensor<6304x192xf32>
    %v1143 = stablehlo.add %v1116, %v1142 : tensor<6304x192xf32>
    %v1147 = stablehlo.transpose %v1146, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1150 = stablehlo.transpose %v1149, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1155 = stablehlo.transpose %v1154, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1158 = stablehlo.transpose %v1157, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c88 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1160 = stablehlo.reduce(%v1143 init: %c88) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1161 = stablehlo.broadcast_in_dim %v1160, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1162 = stablehlo.multiply %v1161, %v382 : tensor<6304x192xf32>
    %v1163 = stablehlo.subtract %v1143, %v1162 : tensor<6304x192xf32>
    %v1164 = stablehlo.multiply %v1163, %v1163 : tensor<6304x192xf32>
    %c89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1165 = stablehlo.reduce(%v1164 init: %c89) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1166 = stablehlo.broadcast_in_dim %v1165, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1167 = stablehlo.multiply %v1166, %v382 : tensor<6304x192xf32>
    %v1168 = stablehlo.add %v1167, %v389 : tensor<6304x192xf32>
    %v1169 = stablehlo.rsqrt %v1168 : tensor<6304x192xf32>
    %v1170 = stablehlo.multiply %v1163, %v1169 : tensor<6304x192xf32>
    %v1171 = stablehlo.broadcast_in_dim %v1144, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1172 = stablehlo.multiply %v1170, %v1171 : tensor<6304x192xf32>
    %v1173 = stablehlo.broadcast_in_dim %v1145, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1174 = stablehlo.add %v1172, %v1173 : tensor<6304x192xf32>
    %v1175 = stablehlo.dot_general %v1174, %v1147, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1176 = stablehlo.broadcast_in_dim %v1148, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1177 = stablehlo.add %v1175, %v1176 : tensor<6304x576xf32>
    %v1178 = stablehlo.reshape %v1177 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1179 = stablehlo.transpose %v1178, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1180 = "stablehlo.slice"(%v1179) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1181 = stablehlo.reshape %v1180 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1182 = "stablehlo.slice"(%v1179) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1183 = stablehlo.reshape %v1182 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1184 = "stablehlo.slice"(%v1179) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1185 = stablehlo.reshape %v1184 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1186 = "stablehlo.slice"(%v1181) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1187 = stablehlo.dot_general %v1186, %v1183, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1188 = stablehlo.multiply %v1187, %v410 : tensor<32x3x197x197xf32>
    %c90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1189 = stablehlo.reduce(%v1188 init: %c90) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1190 = stablehlo.broadcast_in_dim %v1189, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1191 = stablehlo.subtract %v1188, %v1190 : tensor<32x3x197x197xf32>
    %v1192 = stablehlo.exponential %v1191 : tensor<32x3x197x197xf32>
    %c91 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1193 = stablehlo.reduce(%v1192 init: %c91) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1194 = stablehlo.broadcast_in_dim %v1193, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1195 = stablehlo.divide %v1192, %v1194 : tensor<32x3x197x197xf32>
    %v1196 = stablehlo.dot_general %v1195, %v1185, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1197 = stablehlo.transpose %v1196, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1198 = stablehlo.reshape %v1197 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1199 = stablehlo.dot_general %v1198, %v1150, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1200 = stablehlo.broadcast_in_dim %v1151, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1201 = stablehlo.add %v1199, %v1200 : tensor<6304x192xf32>
    %v1202 = stablehlo.add %v1143, %v1201 : tensor<6304x192xf32>
    %c92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1203 = stablehlo.reduce(%v1202 init: %c92) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1204 = stablehlo.broadcast_in_dim %v1203, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1205 = stablehlo.multiply %v1204, %v382 : tensor<6304x192xf32>
    %v1206 = stablehlo.subtract %v1202, %v1205 : tensor<6304x192xf32>
    %v1207 = stablehlo.multiply %v1206, %v1206 : tensor<6304x192xf32>
    %c93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1208 = stablehlo.reduce(%v1207 init: %c93) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1209 = stablehlo.broadcast_in_dim %v1208, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1210 = stablehlo.multiply %v1209, %v382 : tensor<6304x192xf32>
    %v1211 = stablehlo.add %v1210, %v389 : tensor<6304x192xf32>
    %v1212 = stablehlo.rsqrt %v1211 : tensor<6304x192xf32>
    %v1213 = stablehlo.multiply %v1206, %v1212 : tensor<6304x192xf32>
    %v1214 = stablehlo.broadcast_in_dim %v1152, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1215 = stablehlo.multiply %v1213, %v1214 : tensor<6304x192xf32>
    %v1216 = stablehlo.broadcast_in_dim %v1153, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1217 = stablehlo.add %v1215, %v1216 : tensor<6304x192xf32>
    %v1218 = stablehlo.dot_general %v1217, %v1155, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1219 = stablehlo.broadcast_in_dim %v1156, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1220 = stablehlo.add %v1218, %v1219 : tensor<6304x768xf32>
    %v1221 = stablehlo.multiply %v1220, %v444 : tensor<6304x768xf32>
    %v1222 = chlo.erf %v1221 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1223 = stablehlo.add %v447, %v1222 : tensor<6304x768xf32>
    %v1224 = stablehlo.multiply %v1223, %v449 : tensor<6304x768xf32>
    %v1225 = stablehlo.multiply %v1220, %v1224 : tensor<6304x768xf32>
    %v1226 = stablehlo.dot_general %v1225, %v1158, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1227 = stablehlo.broadcast_in_dim %v1159, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1228 = stablehlo.add %v1226, %v1227 : tensor<6304x192xf32>
    %v1229 = stablehlo.add %v1202, %v1228 : tensor<6304x192xf32>
    %v1233 = stablehlo.transpose %v1232, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1236 = stablehlo.transpose %v1235, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1241 = stablehlo.transpose %v1240, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1244 = stablehlo.transpose %v1243, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1246 = stablehlo.reduce(%v1229 init: %c94) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1247 = stablehlo.broadcast_in_dim %v1246, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1248 = stablehlo.multiply %v1247, %v382 : tensor<6304x192xf32>
    %v1249 = stablehlo.subtract %v1229, %v1248 : tensor<6304x192xf32>
    %v1250 = stablehlo.multiply %v1249, %v1249 : tensor<6304x192xf32>
    %c95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1251 = stablehlo.reduce(%v1250 init: %c95) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1252 = stablehlo.broadcast_in_dim %v1251, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1253 = stablehlo.multiply %v1252, %v382 : tensor<6304x192xf32>
    %v1254 = stablehlo.add %v1253, %v389 : tensor<6304x192xf32>
    %v1255 = stablehlo.rsqrt %v1254 : tensor<6304x192xf32>
    %v1256 = stablehlo.multiply %v1249, %v1255 : tensor<6304x192xf32>
    %v1257 = stablehlo.broadcast_in_dim %v1230, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1258 = stablehlo.multiply %v1256, %v1257 : tensor<6304x192xf32>
    %v1259 = stablehlo.broadcast_in_dim %v1231, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1260 = stablehlo.add %v1258, %v1259 : tensor<6304x192xf32>
    %v1261 = stablehlo.dot_general %v1260, %v1233, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1262 = stablehlo.broadcast_in_dim %v1234, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1263 = stablehlo.add %v1261, %v1262 : tensor<6304x576xf32>
    %v1264 = stablehlo.reshape %v1263 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1265 = stablehlo.transpose %v1264, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1266 = "stablehlo.slice"(%v1265) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1267 = stablehlo.reshape %v1266 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1268 = "stablehlo.slice"(%v1265) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1269 = stablehlo.reshape %v1268 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1270 = "stablehlo.slice"(%v1265) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1271 = stablehlo.reshape %v1270 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1272 = "stablehlo.slice"(%v1267) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1273 = stablehlo.dot_general %v1272, %v1269, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1274 = stablehlo.multiply %v1273, %v410 : tensor<32x3x197x197xf32>
    %c96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1275 = stablehlo.reduce(%v1274 init: %c96) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1276 = stablehlo.broadcast_in_dim %v1275, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1277 = stablehlo.subtract %v1274, %v1276 : tensor<32x3x197x197xf32>
    %v1278 = stablehlo.exponential %v1277 : tensor<32x3x197x197xf32>
    %c97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1279 = stablehlo.reduce(%v1278 init: %c97) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1280 = stablehlo.broadcast_in_dim %v1279, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1281 = stablehlo.divide %v1278, %v1280 : tensor<32x3x197x197xf32>
    %v1282 = stablehlo.dot_general %v1281, %v1271, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1283 = stablehlo.transpose %v1282, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1284 = stablehlo.reshape %v1283 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1285 = stablehlo.dot_general %v1284, %v1236, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1286 = stablehlo.broadcast_in_dim %v1237, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1287 = stablehlo.add %v1285, %v1286 : tensor<6304x192xf32>
    %v1288 = stablehlo.add %v1229, %v1287 : tensor<6304x192xf32>
    %c98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1289 = stablehlo.reduce(%v1288 init: %c98) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1290 = stablehlo.broadcast_in_dim %v1289, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1291 = stablehlo.multiply %v1290, %v382 : tensor<6304x192xf32>
    %v1292 = stablehlo.subtract %v1288, %v1291 : tensor<6304x192xf32>
    %v1293 = stablehlo.multiply %v1292, %v1292 : tensor<6304x192xf32>
    %c99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1294 = stablehlo.reduce(%v1293 init: %c99) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1295 = stablehlo.broadcast_in_dim %v1294, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1296 = stablehlo.multiply %v1295, %v382 : tensor<6304x192xf32>
    %v1297 = stablehlo.add %v1296, %v389 : tensor<6304x192xf32>
    %v1298 = stablehlo.rsqrt %v1297 : tensor<6304x192xf32>
    %v1299 = stablehlo.multiply %v1292, %v1298 : tensor<6304x192xf32>
    %v1300 = stablehlo.broadcast_in_dim %v1238, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1301 = stablehlo.multiply %v1299, %v1300 : tensor<6304x192xf32>
    %v1302 = stablehlo.broadcast_in_dim %v1239, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1303 = stablehlo.add %v1301, %v1302 : tensor<6304x192xf32>
    %v1304 = stablehlo.dot_general %v1303, %v1241, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1305 = stablehlo.broadcast_in_dim %v1242, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1306 = stablehlo.add %v1304, %v1305 : tensor<6304x768xf32>
    %v1307 = stablehlo.multiply %v1306, %v444 : tensor<6304x768xf32>
    %v1308 = chlo.erf %v1307 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1309 = stablehlo.add %v447, %v1308 : tensor<6304x768xf32>
    %v1310 = stablehlo.multiply %v1309, %v449 : tensor<6304x768xf32>
    %v1311 = stablehlo.multiply %v1306, %v1310 : tensor<6304x768xf32>
    %v1312 = stablehlo.dot_general %v1311, %v1244, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1313 = stablehlo.broadcast_in_dim %v1245, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1314 = stablehlo.add %v1312, %v1313 : tensor<6304x192xf32>
    %v1315 = stablehlo.add %v1288, %v1314 : tensor<6304x192xf32>
    %v1319 = stablehlo.transpose %v1318, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1322 = stablehlo.transpose %v1321, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1327 = stablehlo.transpose %v1326, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1330 = stablehlo.transpose %v1329, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1332 = stablehlo.reduce(%v1315 init: %c100) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1333 = stablehlo.broadcast_in_dim %v1332, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1334 = stablehlo.multiply %v1333, %v382 : tensor<6304x192xf32>
    %v1335 = stablehlo.subtract %v1315, %v1334 : tensor<6304x192xf32>
    %v1336 = stablehlo.multiply %v1335, %v1335 : tensor<6304x192xf32>
    %c101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1337 = stablehlo.reduce(%v1336 init: %c101) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1338 = stablehlo.broadcast_in_dim %v1337, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1339 = stablehlo.multiply %v1338, %v382 : tensor<6304x192xf32>
    %v1340 = stablehlo.add %v1339, %v389 : tensor<6304x192xf32>
    %v1341 = stablehlo.rsqrt %v1340 : tensor<6304x192xf32>
    %v1342 = stablehlo.multiply %v1335, %v1341 : tensor<6304x192xf32>
    %v1343 = stablehlo.broadcast_in_dim %v1316, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1344 = stablehlo.multiply %v1342, %v1343 : tensor<6304x192xf32>
    %v1345 = stablehlo.broadcast_in_dim %v1317, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1346 = stablehlo.add %v1344, %v1345 : tensor<6304x192xf32>
    %v1347 = stablehlo.dot_general %v1346, %v1319, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1348 = stablehlo.broadcast_in_dim %v1320, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1349 = stablehlo.add %v1347, %v1348 : tensor<6304x576xf32>
    %v1350 = stablehlo.reshape %v1349 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1351 = stablehlo.transpose %v1350, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1352 = "stablehlo.slice"(%v1351) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1353 = stablehlo.reshape %v1352 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1354 = "stablehlo.slice"(%v1351) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1355 = stablehlo.reshape %v1354 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1356 = "stablehlo.slice"(%v1351) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1357 = stablehlo.reshape %v1356 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1358 = "stablehlo.slice"(%v1353) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 1, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x1x64xf32>
    %v1359 = stablehlo.dot_general %v1358, %v1355, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x1x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x197xf32>
    %v1360 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x1x197xf32>
    %v1361 = stablehlo.multiply %v1359, %v1360 : tensor<32x3x1x197xf32>
    %c102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1362 = stablehlo.reduce(%v1361 init: %c102) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x1x197xf32>, tensor<f32>) -> tensor<32x3x1xf32>
    %v1363 = stablehlo.broadcast_in_dim %v1362, dims = [0, 1, 2] : (tensor<32x3x1xf32>) -> tensor<32x3x1x197xf32>
    %v1364 = stablehlo.subtract %v1361, %v1363 : tensor<32x3x1x197xf32>
    %v1365 = stablehlo.exponential %v1364 : tensor<32x3x1x197xf32>
    %c103 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1366 = stablehlo.reduce(%v1365 init: %c103) applies stablehlo.add across dimensions = [3] : (tensor<32x3x1x197xf32>, tensor<f32>) -> tensor<32x3x1xf32>
    %v1367 = stablehlo.broadcast_in_dim %v1366, dims = [0, 1, 2] : (tensor<32x3x1xf32>) -> tensor<32x3x1x197xf32>
    %v1368 = stablehlo.divide %v1365, %v1367 : tensor<32x3x1x197xf32>
    %v1369 = stablehlo.dot_general %v1368, %v1357, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x64xf32>
    %v1370 = stablehlo.transpose %v1369, dims = [0, 2, 1, 3] : (tensor<32x3x1x64xf32>) -> tensor<32x1x3x64xf32>
    %v1371 = stablehlo.reshape %v1370 : (tensor<32x1x3x64xf32>) -> tensor<32x192xf32>
    %v1372 = stablehlo.dot_general %v1371, %v1322, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x192xf32>) -> tensor<32x192xf32>
    %v1373 = stablehlo.broadcast_in_dim %v1323, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1374 = stablehlo.add %v1372, %v1373 : tensor<32x192xf32>
    %v1375 = stablehlo.reshape %v1315 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v1376 = "stablehlo.slice"(%v1375) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 32, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<32x1x192xf32>
    %v1377 = stablehlo.reshape %v1376 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %v1378 = stablehlo.add %v1377, %v1374 : tensor<32x192xf32>
    %c104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1379 = stablehlo.reduce(%v1378 init: %c104) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1380 = stablehlo.broadcast_in_dim %v1379, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1381 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<32x192xf32>
    %v1382 = stablehlo.multiply %v1380, %v1381 : tensor<32x192xf32>
    %v1383 = stablehlo.subtract %v1378, %v1382 : tensor<32x192xf32>
    %v1384 = stablehlo.multiply %v1383, %v1383 : tensor<32x192xf32>
    %c105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1385 = stablehlo.reduce(%v1384 init: %c105) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1386 = stablehlo.broadcast_in_dim %v1385, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1387 = stablehlo.multiply %v1386, %v1381 : tensor<32x192xf32>
    %v1388 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<32x192xf32>
    %v1389 = stablehlo.add %v1387, %v1388 : tensor<32x192xf32>
    %v1390 = stablehlo.rsqrt %v1389 : tensor<32x192xf32>
    %v1391 = stablehlo.multiply %v1383, %v1390 : tensor<32x192xf32>
    %v1392 = stablehlo.broadcast_in_dim %v1324, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1393 = stablehlo.multiply %v1391, %v1392 : tensor<32x192xf32>
    %v1394 = stablehlo.broadcast_in_dim %v1325, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1395 = stablehlo.add %v1393, %v1394 : tensor<32x192xf32>
    %v1396 = stablehlo.dot_general %v1395, %v1327, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x768xf32>) -> tensor<32x768xf32>
    %v1397 = stablehlo.broadcast_in_dim %v1328, dims = [1] : (tensor<768xf32>) -> tensor<32x768xf32>
    %v1398 = stablehlo.add %v1396, %v1397 : tensor<32x768xf32>
    %v1399 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<32x768xf32>
    %v1400 = stablehlo.multiply %v1398, %v1399 : tensor<32x768xf32>
    %v1401 = chlo.erf %v1400 : tensor<32x768xf32> -> tensor<32x768xf32>
    %v1402 = stablehlo.constant dense<1.00000000000000000e0> : tensor<32x768xf32>
    %v1403 = stablehlo.add %v1402, %v1401 : tensor<32x768xf32>
    %v1404 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<32x768xf32>
    %v1405 = stablehlo.multiply %v1403, %v1404 : tensor<32x768xf32>
    %v1406 = stablehlo.multiply %v1398, %v1405 : tensor<32x768xf32>
    %v1407 = stablehlo.dot_general %v1406, %v1330, contracting_dims = [1] x [0] : (tensor<32x768xf32>, tensor<768x192xf32>) -> tensor<32x192xf32>
    %v1408 = stablehlo.broadcast_in_dim %v1331, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1409 = stablehlo.add %v1407, %v1408 : tensor<32x192xf32>
    %v1410 = stablehlo.add %v1378, %v1409 : tensor<32x192xf32>
    %c106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1413 = stablehlo.reduce(%v1410 init: %c106) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1414 = stablehlo.broadcast_in_dim %v1413, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1415 = stablehlo.multiply %v1414, %v1381 : tensor<32x192xf32>
    %v1416 = stablehlo.subtract %v1410, %v1415 : tensor<32x192xf32>
    %v1417 = stablehlo.multiply %v1416, %v1416 : tensor<32x192xf32>
    %c107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1418 = stablehlo.reduce(%v1417 init: %c107) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1419 = stablehlo.broadcast_in_dim %v1418, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1420 = stablehlo.multiply %v1419, %v1381 : tensor<32x192xf32>
    %v1421 = stablehlo.add %v1420, %v1388 : tensor<32x192xf32>
    %v1422 = stablehlo.rsqrt %v1421 : tensor<32x192xf32>
    %v1423 = stablehlo.multiply %v1416, %v1422 : tensor<32x192xf32>
    %v1424 = stablehlo.broadcast_in_dim %v1411, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1425 = stablehlo.multiply %v1423, %v1424 : tensor<32x192xf32>
    %v1426 = stablehlo.broadcast_in_dim %v1412, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1427 = stablehlo.add %v1425, %v1426 : tensor<32x192xf32>
    %v1429 = stablehlo.transpose %v1428, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %v1431 = stablehlo.dot_general %v1427, %v1429, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %v1432 = stablehlo.broadcast_in_dim %v1430, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1433 = stablehlo.add %v1431, %v1432 : tensor<32x10xf32>
    %v1435 = stablehlo.constant dense<[1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0]> : tensor<10xf32>
    %v1436 = stablehlo.broadcast_in_dim %v1435, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1437 = stablehlo.iota dim = 1 : tensor<32x10xf32>
    %v1438 = stablehlo.convert %v1434 : (tensor<32xi32>) -> tensor<32xf32>
    %v1439 = stablehlo.broadcast_in_dim %v1438, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1440 = stablehlo.compare EQ, %v1437, %v1439, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %v1441 = stablehlo.constant dense<0.00000000000000000e0> : tensor<32x10xf32>
    %v1442 = stablehlo.select %v1440, %v1436, %v1441 : (tensor<32x10xi1>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %v1444 = stablehlo.constant dense<8.99999998509883881e-1> : tensor<32x10xf32>
    %v1445 = stablehlo.multiply %v1442, %v1444 : tensor<32x10xf32>
    %v1446 = stablehlo.constant dense<1.00000001490116123e-2> : tensor<32x10xf32>
    %v1447 = stablehlo.multiply %v1436, %v1446 : tensor<32x10xf32>
    %v1448 = stablehlo.add %v1445, %v1447 : tensor<32x10xf32>
    %v1450 = stablehlo.constant dense<1.00000000000000000e0> : tensor<32xf32>
    %v1451 = stablehlo.constant dense<3.20000000000000000e1> : tensor<f32>
    %c108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1452 = stablehlo.reduce(%v1433 init: %c108) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1453 = stablehlo.broadcast_in_dim %v1452, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1454 = stablehlo.subtract %v1433, %v1453 : tensor<32x10xf32>
    %v1455 = stablehlo.exponential %v1454 : tensor<32x10xf32>
    %c109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1456 = stablehlo.reduce(%v1455 init: %c109) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1457 = stablehlo.broadcast_in_dim %v1456, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1458 = stablehlo.log %v1457 : tensor<32x10xf32>
    %v1459 = stablehlo.subtract %v1454, %v1458 : tensor<32x10xf32>
    %v1460 = stablehlo.constant dense<-1.00000000000000000e0> : tensor<32x10xf32>
    %v1461 = stablehlo.multiply %v1459, %v1460 : tensor<32x10xf32>
    %v1462 = stablehlo.multiply %v1448, %v1461 : tensor<32x10xf32>
    %v1463 = stablehlo.compare EQ, %v1448, %v1441, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %v1464 = stablehlo.select %v1463, %v1441, %v1462 : (tensor<32x10xi1>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %c110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1465 = stablehlo.reduce(%v1464 init: %c110) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %c111 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1466 = stablehlo.reduce(%v1465 init: %c111) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %v1475 = stablehlo.divide %v1466, %v1451 : tensor<f32>
    %v1476 = stablehlo.constant dense<1.00000000000000000e0> : tensor<f32>
    %v1485 = stablehlo.divide %v1476, %v1451 : tensor<f32>
    %v1486 = stablehlo.broadcast_in_dim %v1485, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %v1487 = stablehlo.constant dense<[1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0, 1.00000000000000000e0]> : tensor<10xf32>
    %v1488 = stablehlo.broadcast_in_dim %v1487, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1489 = stablehlo.select %v1440, %v1488, %v1441 : (tensor<32x10xi1>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %v1491 = stablehlo.multiply %v1489, %v1444 : tensor<32x10xf32>
    %v1492 = stablehlo.multiply %v1488, %v1446 : tensor<32x10xf32>
    %v1493 = stablehlo.add %v1491, %v1492 : tensor<32x10xf32>
    %v1495 = stablehlo.divide %v1455, %v1457 : tensor<32x10xf32>
    %v1496 = stablehlo.broadcast_in_dim %v1450, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1497 = stablehlo.multiply %v1495, %v1496 : tensor<32x10xf32>
    %v1498 = stablehlo.subtract %v1497, %v1493 : tensor<32x10xf32>
    %v1499 = stablehlo.broadcast_in_dim %v1486, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1500 = stablehlo.multiply %v1498, %v1499 : tensor<32x10xf32>
    %v1501 = stablehlo.dot_general %v1500, %v1429, contracting_dims = [1] x [1] : (tensor<32x10xf32>, tensor<192x10xf32>) -> tensor<32x192xf32>
    %v1502 = stablehlo.dot_general %v1427, %v1500, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x10xf32>) -> tensor<192x10xf32>
    %c112 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1503 = stablehlo.reduce(%v1500 init: %c112) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %c113 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1504 = stablehlo.reduce(%v1501 init: %c113) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1505 = stablehlo.multiply %v1501, %v1424 : tensor<32x192xf32>
    %v1506 = stablehlo.multiply %v1423, %v1501 : tensor<32x192xf32>
    %c114 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1507 = stablehlo.reduce(%v1506 init: %c114) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c115 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1508 = stablehlo.reduce(%v1505 init: %c115) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1509 = stablehlo.broadcast_in_dim %v1508, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1510 = stablehlo.multiply %v1509, %v1381 : tensor<32x192xf32>
    %v1511 = stablehlo.multiply %v1505, %v1423 : tensor<32x192xf32>
    %c116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1512 = stablehlo.reduce(%v1511 init: %c116) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1513 = stablehlo.broadcast_in_dim %v1512, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1514 = stablehlo.multiply %v1513, %v1381 : tensor<32x192xf32>
    %v1515 = stablehlo.multiply %v1423, %v1514 : tensor<32x192xf32>
    %v1516 = stablehlo.subtract %v1505, %v1510 : tensor<32x192xf32>
    %v1517 = stablehlo.subtract %v1516, %v1515 : tensor<32x192xf32>
    %v1518 = stablehlo.multiply %v1422, %v1517 : tensor<32x192xf32>
    %v1519 = stablehlo.dot_general %v1518, %v1330, contracting_dims = [1] x [1] : (tensor<32x192xf32>, tensor<768x192xf32>) -> tensor<32x768xf32>
    %v1520 = stablehlo.dot_general %v1406, %v1518, contracting_dims = [0] x [0] : (tensor<32x768xf32>, tensor<32x192xf32>) -> tensor<768x192xf32>
    %c117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1521 = stablehlo.reduce(%v1518 init: %c117) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1522 = stablehlo.multiply %v1398, %v1398 : tensor<32x768xf32>
    %v1523 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<32x768xf32>
    %v1524 = stablehlo.multiply %v1522, %v1523 : tensor<32x768xf32>
    %v1525 = stablehlo.exponential %v1524 : tensor<32x768xf32>
    %v1526 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<32x768xf32>
    %v1527 = stablehlo.multiply %v1525, %v1526 : tensor<32x768xf32>
    %v1528 = stablehlo.multiply %v1398, %v1527 : tensor<32x768xf32>
    %v1529 = stablehlo.add %v1405, %v1528 : tensor<32x768xf32>
    %v1530 = stablehlo.multiply %v1519, %v1529 : tensor<32x768xf32>
    %v1531 = stablehlo.dot_general %v1530, %v1327, contracting_dims = [1] x [1] : (tensor<32x768xf32>, tensor<192x768xf32>) -> tensor<32x192xf32>
    %v1532 = stablehlo.dot_general %v1395, %v1530, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x768xf32>) -> tensor<192x768xf32>
    %c118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1533 = stablehlo.reduce(%v1530 init: %c118) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1538 = stablehlo.reduce(%v1531 init: %c119) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1539 = stablehlo.multiply %v1531, %v1392 : tensor<32x192xf32>
    %v1540 = stablehlo.multiply %v1391, %v1531 : tensor<32x192xf32>
    %c120 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1541 = stablehlo.reduce(%v1540 init: %c120) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c121 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1542 = stablehlo.reduce(%v1539 init: %c121) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1543 = stablehlo.broadcast_in_dim %v1542, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1544 = stablehlo.multiply %v1543, %v1381 : tensor<32x192xf32>
    %v1545 = stablehlo.multiply %v1539, %v1391 : tensor<32x192xf32>
    %c122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1546 = stablehlo.reduce(%v1545 init: %c122) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1547 = stablehlo.broadcast_in_dim %v1546, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1548 = stablehlo.multiply %v1547, %v1381 : tensor<32x192xf32>
    %v1549 = stablehlo.multiply %v1391, %v1548 : tensor<32x192xf32>
    %v1550 = stablehlo.subtract %v1539, %v1544 : tensor<32x192xf32>
    %v1551 = stablehlo.subtract %v1550, %v1549 : tensor<32x192xf32>
    %v1552 = stablehlo.multiply %v1390, %v1551 : tensor<32x192xf32>
    %v1553 = stablehlo.add %v1518, %v1552 : tensor<32x192xf32>
    %v1554 = stablehlo.reshape %v1553 : (tensor<32x192xf32>) -> tensor<32x1x192xf32>
    %c123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1555 = "stablehlo.pad"(%v1554, %c123) <{edge_padding_low = array<i64: 0, 0, 0>, edge_padding_high = array<i64: 0, 196, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<32x1x192xf32>, tensor<f32>) -> tensor<32x197x192xf32>
    %v1556 = stablehlo.reshape %v1555 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %v1557 = stablehlo.dot_general %v1553, %v1322, contracting_dims = [1] x [1] : (tensor<32x192xf32>, tensor<192x192xf32>) -> tensor<32x192xf32>
    %v1558 = stablehlo.dot_general %v1371, %v1553, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x192xf32>) -> tensor<192x192xf32>
    %c124 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1559 = stablehlo.reduce(%v1553 init: %c124) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1560 = stablehlo.reshape %v1557 : (tensor<32x192xf32>) -> tensor<32x1x3x64xf32>
    %v1561 = stablehlo.transpose %v1560, dims = [0, 2, 1, 3] : (tensor<32x1x3x64xf32>) -> tensor<32x3x1x64xf32>
    %v1562 = stablehlo.dot_general %v1368, %v1561, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x1x64xf32>) -> tensor<32x3x197x64xf32>
    %v1563 = stablehlo.dot_general %v1561, %v1357, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x1x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x197xf32>
    %v1564 = stablehlo.multiply %v1368, %v1563 : tensor<32x3x1x197xf32>
    %c125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1565 = stablehlo.reduce(%v1564 init: %c125) applies stablehlo.add across dimensions = [3] : (tensor<32x3x1x197xf32>, tensor<f32>) -> tensor<32x3x1xf32>
    %v1566 = stablehlo.broadcast_in_dim %v1565, dims = [0, 1, 2] : (tensor<32x3x1xf32>) -> tensor<32x3x1x197xf32>
    %v1567 = stablehlo.subtract %v1563, %v1566 : tensor<32x3x1x197xf32>
    %v1568 = stablehlo.multiply %v1368, %v1567 : tensor<32x3x1x197xf32>
    %v1569 = stablehlo.multiply %v1568, %v1360 : tensor<32x3x1x197xf32>
    %v1570 = stablehlo.dot_general %v1569, %v1355, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x64xf32>
    %c126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1571 = "stablehlo.pad"(%v1570, %c126) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 196, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x1x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1572 = stablehlo.dot_general %v1569, %v1358, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x1x64xf32>) -> tensor<32x3x197x64xf32>
    %v1573 = stablehlo.reshape %v1571 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1574 = stablehlo.reshape %v1572 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1575 = stablehlo.reshape %v1562 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1576 = stablehlo.concatenate %v1573, %v1574, %v1575, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1577 = stablehlo.transpose %v1576, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1578 = stablehlo.reshape %v1577 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1579 = stablehlo.dot_general %v1578, %v1319, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1580 = stablehlo.dot_general %v1346, %v1578, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c127 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1581 = stablehlo.reduce(%v1578 init: %c127) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1585 = stablehlo.reduce(%v1579 init: %c128) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1586 = stablehlo.multiply %v1579, %v1343 : tensor<6304x192xf32>
    %v1587 = stablehlo.multiply %v1342, %v1579 : tensor<6304x192xf32>
    %c129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1588 = stablehlo.reduce(%v1587 init: %c129) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c130 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1589 = stablehlo.reduce(%v1586 init: %c130) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1590 = stablehlo.broadcast_in_dim %v1589, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1591 = stablehlo.multiply %v1590, %v382 : tensor<6304x192xf32>
    %v1592 = stablehlo.multiply %v1586, %v1342 : tensor<6304x192xf32>
    %c131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1593 = stablehlo.reduce(%v1592 init: %c131) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1594 = stablehlo.broadcast_in_dim %v1593, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1595 = stablehlo.multiply %v1594, %v382 : tensor<6304x192xf32>
    %v1596 = stablehlo.multiply %v1342, %v1595 : tensor<6304x192xf32>
    %v1597 = stablehlo.subtract %v1586, %v1591 : tensor<6304x192xf32>
    %v1598 = stablehlo.subtract %v1597, %v1596 : tensor<6304x192xf32>
    %v1599 = stablehlo.multiply %v1341, %v1598 : tensor<6304x192xf32>
    %v1600 = stablehlo.add %v1556, %v1599 : tensor<6304x192xf32>
    %v1601 = stablehlo.dot_general %v1600, %v1244, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1602 = stablehlo.dot_general %v1311, %v1600, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1603 = stablehlo.reduce(%v1600 init: %c132) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1604 = stablehlo.multiply %v1306, %v1306 : tensor<6304x768xf32>
    %v1605 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1606 = stablehlo.multiply %v1604, %v1605 : tensor<6304x768xf32>
    %v1607 = stablehlo.exponential %v1606 : tensor<6304x768xf32>
    %v1608 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v1609 = stablehlo.multiply %v1607, %v1608 : tensor<6304x768xf32>
    %v1610 = stablehlo.multiply %v1306, %v1609 : tensor<6304x768xf32>
    %v1611 = stablehlo.add %v1310, %v1610 : tensor<6304x768xf32>
    %v1612 = stablehlo.multiply %v1601, %v1611 : tensor<6304x768xf32>
    %v1613 = stablehlo.dot_general %v1612, %v1241, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1614 = stablehlo.dot_general %v1303, %v1612, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c133 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1615 = stablehlo.reduce(%v1612 init: %c133) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c134 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1616 = stablehlo.reduce(%v1613 init: %c134) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1617 = stablehlo.multiply %v1613, %v1300 : tensor<6304x192xf32>
    %v1618 = stablehlo.multiply %v1299, %v1613 : tensor<6304x192xf32>
    %c135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1619 = stablehlo.reduce(%v1618 init: %c135) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1620 = stablehlo.reduce(%v1617 init: %c136) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1621 = stablehlo.broadcast_in_dim %v1620, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1622 = stablehlo.multiply %v1621, %v382 : tensor<6304x192xf32>
    %v1623 = stablehlo.multiply %v1617, %v1299 : tensor<6304x192xf32>
    %c137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1624 = stablehlo.reduce(%v1623 init: %c137) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1625 = stablehlo.broadcast_in_dim %v1624, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1626 = stablehlo.multiply %v1625, %v382 : tensor<6304x192xf32>
    %v1627 = stablehlo.multiply %v1299, %v1626 : tensor<6304x192xf32>
    %v1628 = stablehlo.subtract %v1617, %v1622 : tensor<6304x192xf32>
    %v1629 = stablehlo.subtract %v1628, %v1627 : tensor<6304x192xf32>
    %v1630 = stablehlo.multiply %v1298, %v1629 : tensor<6304x192xf32>
    %v1631 = stablehlo.add %v1600, %v1630 : tensor<6304x192xf32>
    %v1632 = stablehlo.dot_general %v1631, %v1236, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1633 = stablehlo.dot_general %v1284, %v1631, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1634 = stablehlo.reduce(%v1631 init: %c138) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1635 = stablehlo.reshape %v1632 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1636 = stablehlo.transpose %v1635, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1637 = stablehlo.dot_general %v1281, %v1636, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1638 = stablehlo.dot_general %v1636, %v1271, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1639 = stablehlo.multiply %v1281, %v1638 : tensor<32x3x197x197xf32>
    %c139 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1640 = stablehlo.reduce(%v1639 init: %c139) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1641 = stablehlo.broadcast_in_dim %v1640, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1642 = stablehlo.subtract %v1638, %v1641 : tensor<32x3x197x197xf32>
    %v1643 = stablehlo.multiply %v1281, %v1642 : tensor<32x3x197x197xf32>
    %v1644 = stablehlo.multiply %v1643, %v410 : tensor<32x3x197x197xf32>
    %v1645 = stablehlo.dot_general %v1644, %v1269, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c140 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1646 = "stablehlo.pad"(%v1645, %c140) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1647 = stablehlo.dot_general %v1644, %v1272, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1648 = stablehlo.reshape %v1646 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1649 = stablehlo.reshape %v1647 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1650 = stablehlo.reshape %v1637 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1651 = stablehlo.concatenate %v1648, %v1649, %v1650, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1652 = stablehlo.transpose %v1651, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1653 = stablehlo.reshape %v1652 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1654 = stablehlo.dot_general %v1653, %v1233, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1655 = stablehlo.dot_general %v1260, %v1653, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c141 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1656 = stablehlo.reduce(%v1653 init: %c141) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c142 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1657 = stablehlo.reduce(%v1654 init: %c142) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1658 = stablehlo.multiply %v1654, %v1257 : tensor<6304x192xf32>
    %v1659 = stablehlo.multiply %v1256, %v1654 : tensor<6304x192xf32>
    %c143 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1660 = stablehlo.reduce(%v1659 init: %c143) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1661 = stablehlo.reduce(%v1658 init: %c144) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1662 = stablehlo.broadcast_in_dim %v1661, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1663 = stablehlo.multiply %v1662, %v382 : tensor<6304x192xf32>
    %v1664 = stablehlo.multiply %v1658, %v1256 : tensor<6304x192xf32>
    %c145 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1665 = stablehlo.reduce(%v1664 init: %c145) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1666 = stablehlo.broadcast_in_dim %v1665, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1667 = stablehlo.multiply %v1666, %v382 : tensor<6304x192xf32>
    %v1668 = stablehlo.multiply %v1256, %v1667 : tensor<6304x192xf32>
    %v1669 = stablehlo.subtract %v1658, %v1663 : tensor<6304x192xf32>
    %v1670 = stablehlo.subtract %v1669, %v1668 : tensor<6304x192xf32>
    %v1671 = stablehlo.multiply %v1255, %v1670 : tensor<6304x192xf32>
    %v1672 = stablehlo.add %v1631, %v1671 : tensor<6304x192xf32>
    %v1673 = stablehlo.dot_general %v1672, %v1158, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1674 = stablehlo.dot_general %v1225, %v1672, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1675 = stablehlo.reduce(%v1672 init: %c146) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1676 = stablehlo.multiply %v1220, %v1220 : tensor<6304x768xf32>
    %v1677 = stablehlo.multiply %v1676, %v1605 : tensor<6304x768xf32>
    %v1678 = stablehlo.exponential %v1677 : tensor<6304x768xf32>
    %v1679 = stablehlo.multiply %v1678, %v1608 : tensor<6304x768xf32>
    %v1680 = stablehlo.multiply %v1220, %v1679 : tensor<6304x768xf32>
    %v1681 = stablehlo.add %v1224, %v1680 : tensor<6304x768xf32>
    %v1682 = stablehlo.multiply %v1673, %v1681 : tensor<6304x768xf32>
    %v1683 = stablehlo.dot_general %v1682, %v1155, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1684 = stablehlo.dot_general %v1217, %v1682, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1685 = stablehlo.reduce(%v1682 init: %c147) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c148 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1686 = stablehlo.reduce(%v1683 init: %c148) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1687 = stablehlo.multiply %v1683, %v1214 : tensor<6304x192xf32>
    %v1688 = stablehlo.multiply %v1213, %v1683 : tensor<6304x192xf32>
    %c149 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1689 = stablehlo.reduce(%v1688 init: %c149) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c150 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1690 = stablehlo.reduce(%v1687 init: %c150) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1691 = stablehlo.broadcast_in_dim %v1690, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1692 = stablehlo.multiply %v1691, %v382 : tensor<6304x192xf32>
    %v1693 = stablehlo.multiply %v1687, %v1213 : tensor<6304x192xf32>
    %c151 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1694 = stablehlo.reduce(%v1693 init: %c151) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1695 = stablehlo.broadcast_in_dim %v1694, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1696 = stablehlo.multiply %v1695, %v382 : tensor<6304x192xf32>
    %v1697 = stablehlo.multiply %v1213, %v1696 : tensor<6304x192xf32>
    %v1698 = stablehlo.subtract %v1687, %v1692 : tensor<6304x192xf32>
    %v1699 = stablehlo.subtract %v1698, %v1697 : tensor<6304x192xf32>
    %v1700 = stablehlo.multiply %v1212, %v1699 : tensor<6304x192xf32>
    %v1701 = stablehlo.add %v1672, %v1700 : tensor<6304x192xf32>
    %v1702 = stablehlo.dot_general %v1701, %v1150, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1703 = stablehlo.dot_general %v1198, %v1701, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1704 = stablehlo.reduce(%v1701 init: %c152) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1705 = stablehlo.reshape %v1702 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1706 = stablehlo.transpose %v1705, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1707 = stablehlo.dot_general %v1195, %v1706, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1708 = stablehlo.dot_general %v1706, %v1185, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1709 = stablehlo.multiply %v1195, %v1708 : tensor<32x3x197x197xf32>
    %c153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1710 = stablehlo.reduce(%v1709 init: %c153) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1711 = stablehlo.broadcast_in_dim %v1710, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1712 = stablehlo.subtract %v1708, %v1711 : tensor<32x3x197x197xf32>
    %v1713 = stablehlo.multiply %v1195, %v1712 : tensor<32x3x197x197xf32>
    %v1714 = stablehlo.multiply %v1713, %v410 : tensor<32x3x197x197xf32>
    %v1715 = stablehlo.dot_general %v1714, %v1183, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c154 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1716 = "stablehlo.pad"(%v1715, %c154) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1717 = stablehlo.dot_general %v1714, %v1186, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1718 = stablehlo.reshape %v1716 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1719 = stablehlo.reshape %v1717 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1720 = stablehlo.reshape %v1707 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1721 = stablehlo.concatenate %v1718, %v1719, %v1720, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1722 = stablehlo.transpose %v1721, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1723 = stablehlo.reshape %v1722 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1724 = stablehlo.dot_general %v1723, %v1147, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1725 = stablehlo.dot_general %v1174, %v1723, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c155 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1726 = stablehlo.reduce(%v1723 init: %c155) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c156 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1727 = stablehlo.reduce(%v1724 init: %c156) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1728 = stablehlo.multiply %v1724, %v1171 : tensor<6304x192xf32>
    %v1729 = stablehlo.multiply %v1170, %v1724 : tensor<6304x192xf32>
    %c157 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1730 = stablehlo.reduce(%v1729 init: %c157) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c158 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1731 = stablehlo.reduce(%v1728 init: %c158) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1732 = stablehlo.broadcast_in_dim %v1731, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1733 = stablehlo.multiply %v1732, %v382 : tensor<6304x192xf32>
    %v1734 = stablehlo.multiply %v1728, %v1170 : tensor<6304x192xf32>
    %c159 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1735 = stablehlo.reduce(%v1734 init: %c159) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1736 = stablehlo.broadcast_in_dim %v1735, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1737 = stablehlo.multiply %v1736, %v382 : tensor<6304x192xf32>
    %v1738 = stablehlo.multiply %v1170, %v1737 : tensor<6304x192xf32>
    %v1739 = stablehlo.subtract %v1728, %v1733 : tensor<6304x192xf32>
    %v1740 = stablehlo.subtract %v1739, %v1738 : tensor<6304x192xf32>
    %v1741 = stablehlo.multiply %v1169, %v1740 : tensor<6304x192xf32>
    %v1742 = stablehlo.add %v1701, %v1741 : tensor<6304x192xf32>
    %v1743 = stablehlo.dot_general %v1742, %v1072, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1744 = stablehlo.dot_general %v1139, %v1742, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c160 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1745 = stablehlo.reduce(%v1742 init: %c160) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1746 = stablehlo.multiply %v1134, %v1134 : tensor<6304x768xf32>
    %v1747 = stablehlo.multiply %v1746, %v1605 : tensor<6304x768xf32>
    %v1748 = stablehlo.exponential %v1747 : tensor<6304x768xf32>
    %v1749 = stablehlo.multiply %v1748, %v1608 : tensor<6304x768xf32>
    %v1750 = stablehlo.multiply %v1134, %v1749 : tensor<6304x768xf32>
    %v1751 = stablehlo.add %v1138, %v1750 : tensor<6304x768xf32>
    %v1752 = stablehlo.multiply %v1743, %v1751 : tensor<6304x768xf32>
    %v1753 = stablehlo.dot_general %v1752, %v1069, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1754 = stablehlo.dot_general %v1131, %v1752, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1755 = stablehlo.reduce(%v1752 init: %c161) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c162 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1756 = stablehlo.reduce(%v1753 init: %c162) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1757 = stablehlo.multiply %v1753, %v1128 : tensor<6304x192xf32>
    %v1758 = stablehlo.multiply %v1127, %v1753 : tensor<6304x192xf32>
    %c163 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1759 = stablehlo.reduce(%v1758 init: %c163) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1760 = stablehlo.reduce(%v1757 init: %c164) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1761 = stablehlo.broadcast_in_dim %v1760, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1762 = stablehlo.multiply %v1761, %v382 : tensor<6304x192xf32>
    %v1763 = stablehlo.multiply %v1757, %v1127 : tensor<6304x192xf32>
    %c165 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1764 = stablehlo.reduce(%v1763 init: %c165) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1765 = stablehlo.broadcast_in_dim %v1764, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1766 = stablehlo.multiply %v1765, %v382 : tensor<6304x192xf32>
    %v1767 = stablehlo.multiply %v1127, %v1766 : tensor<6304x192xf32>
    %v1768 = stablehlo.subtract %v1757, %v1762 : tensor<6304x192xf32>
    %v1769 = stablehlo.subtract %v1768, %v1767 : tensor<6304x192xf32>
    %v1770 = stablehlo.multiply %v1126, %v1769 : tensor<6304x192xf32>
    %v1771 = stablehlo.add %v1742, %v1770 : tensor<6304x192xf32>
    %v1772 = stablehlo.dot_general %v1771, %v1064, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1773 = stablehlo.dot_general %v1112, %v1771, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c166 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1774 = stablehlo.reduce(%v1771 init: %c166) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1775 = stablehlo.reshape %v1772 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1776 = stablehlo.transpose %v1775, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1777 = stablehlo.dot_general %v1109, %v1776, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1778 = stablehlo.dot_general %v1776, %v1099, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1779 = stablehlo.multiply %v1109, %v1778 : tensor<32x3x197x197xf32>
    %c167 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1780 = stablehlo.reduce(%v1779 init: %c167) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1781 = stablehlo.broadcast_in_dim %v1780, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1782 = stablehlo.subtract %v1778, %v1781 : tensor<32x3x197x197xf32>
    %v1783 = stablehlo.multiply %v1109, %v1782 : tensor<32x3x197x197xf32>
    %v1784 = stablehlo.multiply %v1783, %v410 : tensor<32x3x197x197xf32>
    %v1785 = stablehlo.dot_general %v1784, %v1097, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c168 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1786 = "stablehlo.pad"(%v1785, %c168) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1787 = stablehlo.dot_general %v1784, %v1100, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1788 = stablehlo.reshape %v1786 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1789 = stablehlo.reshape %v1787 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1790 = stablehlo.reshape %v1777 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1791 = stablehlo.concatenate %v1788, %v1789, %v1790, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1792 = stablehlo.transpose %v1791, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1793 = stablehlo.reshape %v1792 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1794 = stablehlo.dot_general %v1793, %v1061, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1795 = stablehlo.dot_general %v1088, %v1793, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c169 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1796 = stablehlo.reduce(%v1793 init: %c169) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c170 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1797 = stablehlo.reduce(%v1794 init: %c170) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1798 = stablehlo.multiply %v1794, %v1085 : tensor<6304x192xf32>
    %v1799 = stablehlo.multiply %v1084, %v1794 : tensor<6304x192xf32>
    %c171 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1800 = stablehlo.reduce(%v1799 init: %c171) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c172 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1801 = stablehlo.reduce(%v1798 init: %c172) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1802 = stablehlo.broadcast_in_dim %v1801, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1803 = stablehlo.multiply %v1802, %v382 : tensor<6304x192xf32>
    %v1804 = stablehlo.multiply %v1798, %v1084 : tensor<6304x192xf32>
    %c173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1805 = stablehlo.reduce(%v1804 init: %c173) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1806 = stablehlo.broadcast_in_dim %v1805, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1807 = stablehlo.multiply %v1806, %v382 : tensor<6304x192xf32>
    %v1808 = stablehlo.multiply %v1084, %v1807 : tensor<6304x192xf32>
    %v1809 = stablehlo.subtract %v1798, %v1803 : tensor<6304x192xf32>
    %v1810 = stablehlo.subtract %v1809, %v1808 : tensor<6304x192xf32>
    %v1811 = stablehlo.multiply %v1083, %v1810 : tensor<6304x192xf32>
    %v1812 = stablehlo.add %v1771, %v1811 : tensor<6304x192xf32>
    %v1813 = stablehlo.dot_general %v1812, %v986, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1814 = stablehlo.dot_general %v1053, %v1812, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c174 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1815 = stablehlo.reduce(%v1812 init: %c174) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1816 = stablehlo.multiply %v1048, %v1048 : tensor<6304x768xf32>
    %v1817 = stablehlo.multiply %v1816, %v1605 : tensor<6304x768xf32>
    %v1818 = stablehlo.exponential %v1817 : tensor<6304x768xf32>
    %v1819 = stablehlo.multiply %v1818, %v1608 : tensor<6304x768xf32>
    %v1820 = stablehlo.multiply %v1048, %v1819 : tensor<6304x768xf32>
    %v1821 = stablehlo.add %v1052, %v1820 : tensor<6304x768xf32>
    %v1822 = stablehlo.multiply %v1813, %v1821 : tensor<6304x768xf32>
    %v1823 = stablehlo.dot_general %v1822, %v983, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1824 = stablehlo.dot_general %v1045, %v1822, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1825 = stablehlo.reduce(%v1822 init: %c175) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c176 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1826 = stablehlo.reduce(%v1823 init: %c176) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1827 = stablehlo.multiply %v1823, %v1042 : tensor<6304x192xf32>
    %v1828 = stablehlo.multiply %v1041, %v1823 : tensor<6304x192xf32>
    %c177 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1829 = stablehlo.reduce(%v1828 init: %c177) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1830 = stablehlo.reduce(%v1827 init: %c178) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1831 = stablehlo.broadcast_in_dim %v1830, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1832 = stablehlo.multiply %v1831, %v382 : tensor<6304x192xf32>
    %v1833 = stablehlo.multiply %v1827, %v1041 : tensor<6304x192xf32>
    %c179 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1834 = stablehlo.reduce(%v1833 init: %c179) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1835 = stablehlo.broadcast_in_dim %v1834, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1836 = stablehlo.multiply %v1835, %v382 : tensor<6304x192xf32>
    %v1837 = stablehlo.multiply %v1041, %v1836 : tensor<6304x192xf32>
    %v1838 = stablehlo.subtract %v1827, %v1832 : tensor<6304x192xf32>
    %v1839 = stablehlo.subtract %v1838, %v1837 : tensor<6304x192xf32>
    %v1840 = stablehlo.multiply %v1040, %v1839 : tensor<6304x192xf32>
    %v1841 = stablehlo.add %v1812, %v1840 : tensor<6304x192xf32>
    %v1842 = stablehlo.dot_general %v1841, %v978, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1843 = stablehlo.dot_general %v1026, %v1841, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1844 = stablehlo.reduce(%v1841 init: %c180) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1845 = stablehlo.reshape %v1842 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1846 = stablehlo.transpose %v1845, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1847 = stablehlo.dot_general %v1023, %v1846, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1848 = stablehlo.dot_general %v1846, %v1013, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1849 = stablehlo.multiply %v1023, %v1848 : tensor<32x3x197x197xf32>
    %c181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1850 = stablehlo.reduce(%v1849 init: %c181) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1851 = stablehlo.broadcast_in_dim %v1850, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1852 = stablehlo.subtract %v1848, %v1851 : tensor<32x3x197x197xf32>
    %v1853 = stablehlo.multiply %v1023, %v1852 : tensor<32x3x197x197xf32>
    %v1854 = stablehlo.multiply %v1853, %v410 : tensor<32x3x197x197xf32>
    %v1855 = stablehlo.dot_general %v1854, %v1011, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1856 = "stablehlo.pad"(%v1855, %c182) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1857 = stablehlo.dot_general %v1854, %v1014, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1858 = stablehlo.reshape %v1856 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1859 = stablehlo.reshape %v1857 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1860 = stablehlo.reshape %v1847 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1861 = stablehlo.concatenate %v1858, %v1859, %v1860, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1862 = stablehlo.transpose %v1861, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1863 = stablehlo.reshape %v1862 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1864 = stablehlo.dot_general %v1863, %v975, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1865 = stablehlo.dot_general %v1002, %v1863, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c183 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1866 = stablehlo.reduce(%v1863 init: %c183) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c184 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1867 = stablehlo.reduce(%v1864 init: %c184) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1868 = stablehlo.multiply %v1864, %v999 : tensor<6304x192xf32>
    %v1869 = stablehlo.multiply %v998, %v1864 : tensor<6304x192xf32>
    %c185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1870 = stablehlo.reduce(%v1869 init: %c185) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c186 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1871 = stablehlo.reduce(%v1868 init: %c186) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1872 = stablehlo.broadcast_in_dim %v1871, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1873 = stablehlo.multiply %v1872, %v382 : tensor<6304x192xf32>
    %v1874 = stablehlo.multiply %v1868, %v998 : tensor<6304x192xf32>
    %c187 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1875 = stablehlo.reduce(%v1874 init: %c187) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1876 = stablehlo.broadcast_in_dim %v1875, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1877 = stablehlo.multiply %v1876, %v382 : tensor<6304x192xf32>
    %v1878 = stablehlo.multiply %v998, %v1877 : tensor<6304x192xf32>
    %v1879 = stablehlo.subtract %v1868, %v1873 : tensor<6304x192xf32>
    %v1880 = stablehlo.subtract %v1879, %v1878 : tensor<6304x192xf32>
    %v1881 = stablehlo.multiply %v997, %v1880 : tensor<6304x192xf32>
    %v1882 = stablehlo.add %v1841, %v1881 : tensor<6304x192xf32>
    %v1883 = stablehlo.dot_general %v1882, %v900, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1884 = stablehlo.dot_general %v967, %v1882, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1885 = stablehlo.reduce(%v1882 init: %c188) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1886 = stablehlo.multiply %v962, %v962 : tensor<6304x768xf32>
    %v1887 = stablehlo.multiply %v1886, %v1605 : tensor<6304x768xf32>
    %v1888 = stablehlo.exponential %v1887 : tensor<6304x768xf32>
    %v1889 = stablehlo.multiply %v1888, %v1608 : tensor<6304x768xf32>
    %v1890 = stablehlo.multiply %v962, %v1889 : tensor<6304x768xf32>
    %v1891 = stablehlo.add %v966, %v1890 : tensor<6304x768xf32>
    %v1892 = stablehlo.multiply %v1883, %v1891 : tensor<6304x768xf32>
    %v1893 = stablehlo.dot_general %v1892, %v897, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1894 = stablehlo.dot_general %v959, %v1892, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1895 = stablehlo.reduce(%v1892 init: %c189) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c190 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1896 = stablehlo.reduce(%v1893 init: %c190) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1897 = stablehlo.multiply %v1893, %v956 : tensor<6304x192xf32>
    %v1898 = stablehlo.multiply %v955, %v1893 : tensor<6304x192xf32>
    %c191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1899 = stablehlo.reduce(%v1898 init: %c191) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c192 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1900 = stablehlo.reduce(%v1897 init: %c192) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1901 = stablehlo.broadcast_in_dim %v1900, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1902 = stablehlo.multiply %v1901, %v382 : tensor<6304x192xf32>
    %v1903 = stablehlo.multiply %v1897, %v955 : tensor<6304x192xf32>
    %c193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1904 = stablehlo.reduce(%v1903 init: %c193) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1905 = stablehlo.broadcast_in_dim %v1904, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1906 = stablehlo.multiply %v1905, %v382 : tensor<6304x192xf32>
    %v1907 = stablehlo.multiply %v955, %v1906 : tensor<6304x192xf32>
    %v1908 = stablehlo.subtract %v1897, %v1902 : tensor<6304x192xf32>
    %v1909 = stablehlo.subtract %v1908, %v1907 : tensor<6304x192xf32>
    %v1910 = stablehlo.multiply %v954, %v1909 : tensor<6304x192xf32>
    %v1911 = stablehlo.add %v1882, %v1910 : tensor<6304x192xf32>
    %v1912 = stablehlo.dot_general %v1911, %v892, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1913 = stablehlo.dot_general %v940, %v1911, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1914 = stablehlo.reduce(%v1911 init: %c194) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1915 = stablehlo.reshape %v1912 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1916 = stablehlo.transpose %v1915, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1917 = stablehlo.dot_general %v937, %v1916, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1918 = stablehlo.dot_general %v1916, %v927, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1919 = stablehlo.multiply %v937, %v1918 : tensor<32x3x197x197xf32>
    %c195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1920 = stablehlo.reduce(%v1919 init: %c195) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1921 = stablehlo.broadcast_in_dim %v1920, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1922 = stablehlo.subtract %v1918, %v1921 : tensor<32x3x197x197xf32>
    %v1923 = stablehlo.multiply %v937, %v1922 : tensor<32x3x197x197xf32>
    %v1924 = stablehlo.multiply %v1923, %v410 : tensor<32x3x197x197xf32>
    %v1925 = stablehlo.dot_general %v1924, %v925, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1926 = "stablehlo.pad"(%v1925, %c196) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1927 = stablehlo.dot_general %v1924, %v928, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1928 = stablehlo.reshape %v1926 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1929 = stablehlo.reshape %v1927 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1930 = stablehlo.reshape %v1917 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1931 = stablehlo.concatenate %v1928, %v1929, %v1930, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1932 = stablehlo.transpose %v1931, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1933 = stablehlo.reshape %v1932 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1934 = stablehlo.dot_general %v1933, %v889, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1935 = stablehlo.dot_general %v916, %v1933, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1936 = stablehlo.reduce(%v1933 init: %c197) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1937 = stablehlo.reduce(%v1934 init: %c198) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1938 = stablehlo.multiply %v1934, %v913 : tensor<6304x192xf32>
    %v1939 = stablehlo.multiply %v912, %v1934 : tensor<6304x192xf32>
    %c199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1940 = stablehlo.reduce(%v1939 init: %c199) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1941 = stablehlo.reduce(%v1938 init: %c200) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1942 = stablehlo.broadcast_in_dim %v1941, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1943 = stablehlo.multiply %v1942, %v382 : tensor<6304x192xf32>
    %v1944 = stablehlo.multiply %v1938, %v912 : tensor<6304x192xf32>
    %c201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1945 = stablehlo.reduce(%v1944 init: %c201) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1946 = stablehlo.broadcast_in_dim %v1945, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1947 = stablehlo.multiply %v1946, %v382 : tensor<6304x192xf32>
    %v1948 = stablehlo.multiply %v912, %v1947 : tensor<6304x192xf32>
    %v1949 = stablehlo.subtract %v1938, %v1943 : tensor<6304x192xf32>
    %v1950 = stablehlo.subtract %v1949, %v1948 : tensor<6304x192xf32>
    %v1951 = stablehlo.multiply %v911, %v1950 : tensor<6304x192xf32>
    %v1952 = stablehlo.add %v1911, %v1951 : tensor<6304x192xf32>
    %v1953 = stablehlo.dot_general %v1952, %v814, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1954 = stablehlo.dot_general %v881, %v1952, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c202 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1955 = stablehlo.reduce(%v1952 init: %c202) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1956 = stablehlo.multiply %v876, %v876 : tensor<6304x768xf32>
    %v1957 = stablehlo.multiply %v1956, %v1605 : tensor<6304x768xf32>
    %v1958 = stablehlo.exponential %v1957 : tensor<6304x768xf32>
    %v1959 = stablehlo.multiply %v1958, %v1608 : tensor<6304x768xf32>
    %v1960 = stablehlo.multiply %v876, %v1959 : tensor<6304x768xf32>
    %v1961 = stablehlo.add %v880, %v1960 : tensor<6304x768xf32>
    %v1962 = stablehlo.multiply %v1953, %v1961 : tensor<6304x768xf32>
    %v1963 = stablehlo.dot_general %v1962, %v811, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1964 = stablehlo.dot_general %v873, %v1962, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1965 = stablehlo.reduce(%v1962 init: %c203) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c204 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1966 = stablehlo.reduce(%v1963 init: %c204) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1967 = stablehlo.multiply %v1963, %v870 : tensor<6304x192xf32>
    %v1968 = stablehlo.multiply %v869, %v1963 : tensor<6304x192xf32>
    %c205 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1969 = stablehlo.reduce(%v1968 init: %c205) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c206 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1970 = stablehlo.reduce(%v1967 init: %c206) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1971 = stablehlo.broadcast_in_dim %v1970, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1972 = stablehlo.multiply %v1971, %v382 : tensor<6304x192xf32>
    %v1973 = stablehlo.multiply %v1967, %v869 : tensor<6304x192xf32>
    %c207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1974 = stablehlo.reduce(%v1973 init: %c207) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1975 = stablehlo.broadcast_in_dim %v1974, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1976 = stablehlo.multiply %v1975, %v382 : tensor<6304x192xf32>
    %v1977 = stablehlo.multiply %v869, %v1976 : tensor<6304x192xf32>
    %v1978 = stablehlo.subtract %v1967, %v1972 : tensor<6304x192xf32>
    %v1979 = stablehlo.subtract %v1978, %v1977 : tensor<6304x192xf32>
    %v1980 = stablehlo.multiply %v868, %v1979 : tensor<6304x192xf32>
    %v1981 = stablehlo.add %v1952, %v1980 : tensor<6304x192xf32>
    %v1982 = stablehlo.dot_general %v1981, %v806, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1983 = stablehlo.dot_general %v854, %v1981, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1984 = stablehlo.reduce(%v1981 init: %c208) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1985 = stablehlo.reshape %v1982 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1986 = stablehlo.transpose %v1985, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1987 = stablehlo.dot_general %v851, %v1986, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1988 = stablehlo.dot_general %v1986, %v841, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1989 = stablehlo.multiply %v851, %v1988 : tensor<32x3x197x197xf32>
    %c209 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1990 = stablehlo.reduce(%v1989 init: %c209) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1991 = stablehlo.broadcast_in_dim %v1990, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1992 = stablehlo.subtract %v1988, %v1991 : tensor<32x3x197x197xf32>
    %v1993 = stablehlo.multiply %v851, %v1992 : tensor<32x3x197x197xf32>
    %v1994 = stablehlo.multiply %v1993, %v410 : tensor<32x3x197x197xf32>
    %v1995 = stablehlo.dot_general %v1994, %v839, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1996 = "stablehlo.pad"(%v1995, %c210) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1997 = stablehlo.dot_general %v1994, %v842, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1998 = stablehlo.reshape %v1996 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1999 = stablehlo.reshape %v1997 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2000 = stablehlo.reshape %v1987 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2001 = stablehlo.concatenate %v1998, %v1999, %v2000, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2002 = stablehlo.transpose %v2001, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2003 = stablehlo.reshape %v2002 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2004 = stablehlo.dot_general %v2003, %v803, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2005 = stablehlo.dot_general %v830, %v2003, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c211 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2006 = stablehlo.reduce(%v2003 init: %c211) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2007 = stablehlo.reduce(%v2004 init: %c212) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2008 = stablehlo.multiply %v2004, %v827 : tensor<6304x192xf32>
    %v2009 = stablehlo.multiply %v826, %v2004 : tensor<6304x192xf32>
    %c213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2010 = stablehlo.reduce(%v2009 init: %c213) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c214 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2011 = stablehlo.reduce(%v2008 init: %c214) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2012 = stablehlo.broadcast_in_dim %v2011, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2013 = stablehlo.multiply %v2012, %v382 : tensor<6304x192xf32>
    %v2014 = stablehlo.multiply %v2008, %v826 : tensor<6304x192xf32>
    %c215 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2015 = stablehlo.reduce(%v2014 init: %c215) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2016 = stablehlo.broadcast_in_dim %v2015, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2017 = stablehlo.multiply %v2016, %v382 : tensor<6304x192xf32>
    %v2018 = stablehlo.multiply %v826, %v2017 : tensor<6304x192xf32>
    %v2019 = stablehlo.subtract %v2008, %v2013 : tensor<6304x192xf32>
    %v2020 = stablehlo.subtract %v2019, %v2018 : tensor<6304x192xf32>
    %v2021 = stablehlo.multiply %v825, %v2020 : tensor<6304x192xf32>
    %v2022 = stablehlo.add %v1981, %v2021 : tensor<6304x192xf32>
    %v2023 = stablehlo.dot_general %v2022, %v728, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2024 = stablehlo.dot_general %v795, %v2022, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2025 = stablehlo.reduce(%v2022 init: %c216) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2026 = stablehlo.multiply %v790, %v790 : tensor<6304x768xf32>
    %v2027 = stablehlo.multiply %v2026, %v1605 : tensor<6304x768xf32>
    %v2028 = stablehlo.exponential %v2027 : tensor<6304x768xf32>
    %v2029 = stablehlo.multiply %v2028, %v1608 : tensor<6304x768xf32>
    %v2030 = stablehlo.multiply %v790, %v2029 : tensor<6304x768xf32>
    %v2031 = stablehlo.add %v794, %v2030 : tensor<6304x768xf32>
    %v2032 = stablehlo.multiply %v2023, %v2031 : tensor<6304x768xf32>
    %v2033 = stablehlo.dot_general %v2032, %v725, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2034 = stablehlo.dot_general %v787, %v2032, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c217 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2035 = stablehlo.reduce(%v2032 init: %c217) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2036 = stablehlo.reduce(%v2033 init: %c218) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2037 = stablehlo.multiply %v2033, %v784 : tensor<6304x192xf32>
    %v2038 = stablehlo.multiply %v783, %v2033 : tensor<6304x192xf32>
    %c219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2039 = stablehlo.reduce(%v2038 init: %c219) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2040 = stablehlo.reduce(%v2037 init: %c220) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2041 = stablehlo.broadcast_in_dim %v2040, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2042 = stablehlo.multiply %v2041, %v382 : tensor<6304x192xf32>
    %v2043 = stablehlo.multiply %v2037, %v783 : tensor<6304x192xf32>
    %c221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2044 = stablehlo.reduce(%v2043 init: %c221) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2045 = stablehlo.broadcast_in_dim %v2044, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2046 = stablehlo.multiply %v2045, %v382 : tensor<6304x192xf32>
    %v2047 = stablehlo.multiply %v783, %v2046 : tensor<6304x192xf32>
    %v2048 = stablehlo.subtract %v2037, %v2042 : tensor<6304x192xf32>
    %v2049 = stablehlo.subtract %v2048, %v2047 : tensor<6304x192xf32>
    %v2050 = stablehlo.multiply %v782, %v2049 : tensor<6304x192xf32>
    %v2051 = stablehlo.add %v2022, %v2050 : tensor<6304x192xf32>
    %v2052 = stablehlo.dot_general %v2051, %v720, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2053 = stablehlo.dot_general %v768, %v2051, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2054 = stablehlo.reduce(%v2051 init: %c222) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2055 = stablehlo.reshape %v2052 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2056 = stablehlo.transpose %v2055, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2057 = stablehlo.dot_general %v765, %v2056, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2058 = stablehlo.dot_general %v2056, %v755, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2059 = stablehlo.multiply %v765, %v2058 : tensor<32x3x197x197xf32>
    %c223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2060 = stablehlo.reduce(%v2059 init: %c223) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2061 = stablehlo.broadcast_in_dim %v2060, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2062 = stablehlo.subtract %v2058, %v2061 : tensor<32x3x197x197xf32>
    %v2063 = stablehlo.multiply %v765, %v2062 : tensor<32x3x197x197xf32>
    %v2064 = stablehlo.multiply %v2063, %v410 : tensor<32x3x197x197xf32>
    %v2065 = stablehlo.dot_general %v2064, %v753, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2066 = "stablehlo.pad"(%v2065, %c224) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2067 = stablehlo.dot_general %v2064, %v756, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2068 = stablehlo.reshape %v2066 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2069 = stablehlo.reshape %v2067 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2070 = stablehlo.reshape %v2057 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2071 = stablehlo.concatenate %v2068, %v2069, %v2070, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2072 = stablehlo.transpose %v2071, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2073 = stablehlo.reshape %v2072 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2074 = stablehlo.dot_general %v2073, %v717, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2075 = stablehlo.dot_general %v744, %v2073, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2076 = stablehlo.reduce(%v2073 init: %c225) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2077 = stablehlo.reduce(%v2074 init: %c226) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2078 = stablehlo.multiply %v2074, %v741 : tensor<6304x192xf32>
    %v2079 = stablehlo.multiply %v740, %v2074 : tensor<6304x192xf32>
    %c227 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2080 = stablehlo.reduce(%v2079 init: %c227) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2081 = stablehlo.reduce(%v2078 init: %c228) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2082 = stablehlo.broadcast_in_dim %v2081, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2083 = stablehlo.multiply %v2082, %v382 : tensor<6304x192xf32>
    %v2084 = stablehlo.multiply %v2078, %v740 : tensor<6304x192xf32>
    %c229 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2085 = stablehlo.reduce(%v2084 init: %c229) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2086 = stablehlo.broadcast_in_dim %v2085, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2087 = stablehlo.multiply %v2086, %v382 : tensor<6304x192xf32>
    %v2088 = stablehlo.multiply %v740, %v2087 : tensor<6304x192xf32>
    %v2089 = stablehlo.subtract %v2078, %v2083 : tensor<6304x192xf32>
    %v2090 = stablehlo.subtract %v2089, %v2088 : tensor<6304x192xf32>
    %v2091 = stablehlo.multiply %v739, %v2090 : tensor<6304x192xf32>
    %v2092 = stablehlo.add %v2051, %v2091 : tensor<6304x192xf32>
    %v2093 = stablehlo.dot_general %v2092, %v642, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2094 = stablehlo.dot_general %v709, %v2092, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c230 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2095 = stablehlo.reduce(%v2092 init: %c230) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2096 = stablehlo.multiply %v704, %v704 : tensor<6304x768xf32>
    %v2097 = stablehlo.multiply %v2096, %v1605 : tensor<6304x768xf32>
    %v2098 = stablehlo.exponential %v2097 : tensor<6304x768xf32>
    %v2099 = stablehlo.multiply %v2098, %v1608 : tensor<6304x768xf32>
    %v2100 = stablehlo.multiply %v704, %v2099 : tensor<6304x768xf32>
    %v2101 = stablehlo.add %v708, %v2100 : tensor<6304x768xf32>
    %v2102 = stablehlo.multiply %v2093, %v2101 : tensor<6304x768xf32>
    %v2103 = stablehlo.dot_general %v2102, %v639, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2104 = stablehlo.dot_general %v701, %v2102, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2105 = stablehlo.reduce(%v2102 init: %c231) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2106 = stablehlo.reduce(%v2103 init: %c232) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2107 = stablehlo.multiply %v2103, %v698 : tensor<6304x192xf32>
    %v2108 = stablehlo.multiply %v697, %v2103 : tensor<6304x192xf32>
    %c233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2109 = stablehlo.reduce(%v2108 init: %c233) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2110 = stablehlo.reduce(%v2107 init: %c234) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2111 = stablehlo.broadcast_in_dim %v2110, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2112 = stablehlo.multiply %v2111, %v382 : tensor<6304x192xf32>
    %v2113 = stablehlo.multiply %v2107, %v697 : tensor<6304x192xf32>
    %c235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2114 = stablehlo.reduce(%v2113 init: %c235) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2115 = stablehlo.broadcast_in_dim %v2114, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2116 = stablehlo.multiply %v2115, %v382 : tensor<6304x192xf32>
    %v2117 = stablehlo.multiply %v697, %v2116 : tensor<6304x192xf32>
    %v2118 = stablehlo.subtract %v2107, %v2112 : tensor<6304x192xf32>
    %v2119 = stablehlo.subtract %v2118, %v2117 : tensor<6304x192xf32>
    %v2120 = stablehlo.multiply %v696, %v2119 : tensor<6304x192xf32>
    %v2121 = stablehlo.add %v2092, %v2120 : tensor<6304x192xf32>
    %v2122 = stablehlo.dot_general %v2121, %v634, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2123 = stablehlo.dot_general %v682, %v2121, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c236 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2124 = stablehlo.reduce(%v2121 init: %c236) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2125 = stablehlo.reshape %v2122 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2126 = stablehlo.transpose %v2125, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2127 = stablehlo.dot_general %v679, %v2126, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2128 = stablehlo.dot_general %v2126, %v669, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2129 = stablehlo.multiply %v679, %v2128 : tensor<32x3x197x197xf32>
    %c237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2130 = stablehlo.reduce(%v2129 init: %c237) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2131 = stablehlo.broadcast_in_dim %v2130, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2132 = stablehlo.subtract %v2128, %v2131 : tensor<32x3x197x197xf32>
    %v2133 = stablehlo.multiply %v679, %v2132 : tensor<32x3x197x197xf32>
    %v2134 = stablehlo.multiply %v2133, %v410 : tensor<32x3x197x197xf32>
    %v2135 = stablehlo.dot_general %v2134, %v667, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2136 = "stablehlo.pad"(%v2135, %c238) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2137 = stablehlo.dot_general %v2134, %v670, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2138 = stablehlo.reshape %v2136 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2139 = stablehlo.reshape %v2137 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2140 = stablehlo.reshape %v2127 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2141 = stablehlo.concatenate %v2138, %v2139, %v2140, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2142 = stablehlo.transpose %v2141, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2143 = stablehlo.reshape %v2142 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2144 = stablehlo.dot_general %v2143, %v631, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2145 = stablehlo.dot_general %v658, %v2143, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c239 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2146 = stablehlo.reduce(%v2143 init: %c239) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2147 = stablehlo.reduce(%v2144 init: %c240) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2148 = stablehlo.multiply %v2144, %v655 : tensor<6304x192xf32>
    %v2149 = stablehlo.multiply %v654, %v2144 : tensor<6304x192xf32>
    %c241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2150 = stablehlo.reduce(%v2149 init: %c241) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c242 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2151 = stablehlo.reduce(%v2148 init: %c242) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2152 = stablehlo.broadcast_in_dim %v2151, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2153 = stablehlo.multiply %v2152, %v382 : tensor<6304x192xf32>
    %v2154 = stablehlo.multiply %v2148, %v654 : tensor<6304x192xf32>
    %c243 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2155 = stablehlo.reduce(%v2154 init: %c243) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2156 = stablehlo.broadcast_in_dim %v2155, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2157 = stablehlo.multiply %v2156, %v382 : tensor<6304x192xf32>
    %v2158 = stablehlo.multiply %v654, %v2157 : tensor<6304x192xf32>
    %v2159 = stablehlo.subtract %v2148, %v2153 : tensor<6304x192xf32>
    %v2160 = stablehlo.subtract %v2159, %v2158 : tensor<6304x192xf32>
    %v2161 = stablehlo.multiply %v653, %v2160 : tensor<6304x192xf32>
    %v2162 = stablehlo.add %v2121, %v2161 : tensor<6304x192xf32>
    %v2163 = stablehlo.dot_general %v2162, %v556, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2164 = stablehlo.dot_general %v623, %v2162, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2165 = stablehlo.reduce(%v2162 init: %c244) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2166 = stablehlo.multiply %v618, %v618 : tensor<6304x768xf32>
    %v2167 = stablehlo.multiply %v2166, %v1605 : tensor<6304x768xf32>
    %v2168 = stablehlo.exponential %v2167 : tensor<6304x768xf32>
    %v2169 = stablehlo.multiply %v2168, %v1608 : tensor<6304x768xf32>
    %v2170 = stablehlo.multiply %v618, %v2169 : tensor<6304x768xf32>
    %v2171 = stablehlo.add %v622, %v2170 : tensor<6304x768xf32>
    %v2172 = stablehlo.multiply %v2163, %v2171 : tensor<6304x768xf32>
    %v2173 = stablehlo.dot_general %v2172, %v553, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2174 = stablehlo.dot_general %v615, %v2172, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2175 = stablehlo.reduce(%v2172 init: %c245) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c246 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2176 = stablehlo.reduce(%v2173 init: %c246) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2177 = stablehlo.multiply %v2173, %v612 : tensor<6304x192xf32>
    %v2178 = stablehlo.multiply %v611, %v2173 : tensor<6304x192xf32>
    %c247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2179 = stablehlo.reduce(%v2178 init: %c247) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2180 = stablehlo.reduce(%v2177 init: %c248) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2181 = stablehlo.broadcast_in_dim %v2180, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2182 = stablehlo.multiply %v2181, %v382 : tensor<6304x192xf32>
    %v2183 = stablehlo.multiply %v2177, %v611 : tensor<6304x192xf32>
    %c249 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2184 = stablehlo.reduce(%v2183 init: %c249) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2185 = stablehlo.broadcast_in_dim %v2184, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2186 = stablehlo.multiply %v2185, %v382 : tensor<6304x192xf32>
    %v2187 = stablehlo.multiply %v611, %v2186 : tensor<6304x192xf32>
    %v2188 = stablehlo.subtract %v2177, %v2182 : tensor<6304x192xf32>
    %v2189 = stablehlo.subtract %v2188, %v2187 : tensor<6304x192xf32>
    %v2190 = stablehlo.multiply %v610, %v2189 : tensor<6304x192xf32>
    %v2191 = stablehlo.add %v2162, %v2190 : tensor<6304x192xf32>
    %v2192 = stablehlo.dot_general %v2191, %v548, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2193 = stablehlo.dot_general %v596, %v2191, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2194 = stablehlo.reduce(%v2191 init: %c250) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2195 = stablehlo.reshape %v2192 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2196 = stablehlo.transpose %v2195, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2197 = stablehlo.dot_general %v593, %v2196, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2198 = stablehlo.dot_general %v2196, %v583, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2199 = stablehlo.multiply %v593, %v2198 : tensor<32x3x197x197xf32>
    %c251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2200 = stablehlo.reduce(%v2199 init: %c251) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2201 = stablehlo.broadcast_in_dim %v2200, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2202 = stablehlo.subtract %v2198, %v2201 : tensor<32x3x197x197xf32>
    %v2203 = stablehlo.multiply %v593, %v2202 : tensor<32x3x197x197xf32>
    %v2204 = stablehlo.multiply %v2203, %v410 : tensor<32x3x197x197xf32>
    %v2205 = stablehlo.dot_general %v2204, %v581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2206 = "stablehlo.pad"(%v2205, %c252) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2207 = stablehlo.dot_general %v2204, %v584, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2208 = stablehlo.reshape %v2206 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2209 = stablehlo.reshape %v2207 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2210 = stablehlo.reshape %v2197 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2211 = stablehlo.concatenate %v2208, %v2209, %v2210, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2212 = stablehlo.transpose %v2211, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2213 = stablehlo.reshape %v2212 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2214 = stablehlo.dot_general %v2213, %v545, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2215 = stablehlo.dot_general %v572, %v2213, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2216 = stablehlo.reduce(%v2213 init: %c253) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2217 = stablehlo.reduce(%v2214 init: %c254) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2218 = stablehlo.multiply %v2214, %v569 : tensor<6304x192xf32>
    %v2219 = stablehlo.multiply %v568, %v2214 : tensor<6304x192xf32>
    %c255 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2220 = stablehlo.reduce(%v2219 init: %c255) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2221 = stablehlo.reduce(%v2218 init: %c256) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2222 = stablehlo.broadcast_in_dim %v2221, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2223 = stablehlo.multiply %v2222, %v382 : tensor<6304x192xf32>
    %v2224 = stablehlo.multiply %v2218, %v568 : tensor<6304x192xf32>
    %c257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2225 = stablehlo.reduce(%v2224 init: %c257) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2226 = stablehlo.broadcast_in_dim %v2225, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2227 = stablehlo.multiply %v2226, %v382 : tensor<6304x192xf32>
    %v2228 = stablehlo.multiply %v568, %v2227 : tensor<6304x192xf32>
    %v2229 = stablehlo.subtract %v2218, %v2223 : tensor<6304x192xf32>
    %v2230 = stablehlo.subtract %v2229, %v2228 : tensor<6304x192xf32>
    %v2231 = stablehlo.multiply %v567, %v2230 : tensor<6304x192xf32>
    %v2232 = stablehlo.add %v2191, %v2231 : tensor<6304x192xf32>
    %v2233 = stablehlo.dot_general %v2232, %v470, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2234 = stablehlo.dot_general %v537, %v2232, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c258 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2235 = stablehlo.reduce(%v2232 init: %c258) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2236 = stablehlo.multiply %v532, %v532 : tensor<6304x768xf32>
    %v2237 = stablehlo.multiply %v2236, %v1605 : tensor<6304x768xf32>
    %v2238 = stablehlo.exponential %v2237 : tensor<6304x768xf32>
    %v2239 = stablehlo.multiply %v2238, %v1608 : tensor<6304x768xf32>
    %v2240 = stablehlo.multiply %v532, %v2239 : tensor<6304x768xf32>
    %v2241 = stablehlo.add %v536, %v2240 : tensor<6304x768xf32>
    %v2242 = stablehlo.multiply %v2233, %v2241 : tensor<6304x768xf32>
    %v2243 = stablehlo.dot_general %v2242, %v467, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2244 = stablehlo.dot_general %v529, %v2242, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2245 = stablehlo.reduce(%v2242 init: %c259) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2246 = stablehlo.reduce(%v2243 init: %c260) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2247 = stablehlo.multiply %v2243, %v526 : tensor<6304x192xf32>
    %v2248 = stablehlo.multiply %v525, %v2243 : tensor<6304x192xf32>
    %c261 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2249 = stablehlo.reduce(%v2248 init: %c261) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c262 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2250 = stablehlo.reduce(%v2247 init: %c262) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2251 = stablehlo.broadcast_in_dim %v2250, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2252 = stablehlo.multiply %v2251, %v382 : tensor<6304x192xf32>
    %v2253 = stablehlo.multiply %v2247, %v525 : tensor<6304x192xf32>
    %c263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2254 = stablehlo.reduce(%v2253 init: %c263) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2255 = stablehlo.broadcast_in_dim %v2254, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2256 = stablehlo.multiply %v2255, %v382 : tensor<6304x192xf32>
    %v2257 = stablehlo.multiply %v525, %v2256 : tensor<6304x192xf32>
    %v2258 = stablehlo.subtract %v2247, %v2252 : tensor<6304x192xf32>
    %v2259 = stablehlo.subtract %v2258, %v2257 : tensor<6304x192xf32>
    %v2260 = stablehlo.multiply %v524, %v2259 : tensor<6304x192xf32>
    %v2261 = stablehlo.add %v2232, %v2260 : tensor<6304x192xf32>
    %v2262 = stablehlo.dot_general %v2261, %v462, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2263 = stablehlo.dot_general %v510, %v2261, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c264 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2264 = stablehlo.reduce(%v2261 init: %c264) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2265 = stablehlo.reshape %v2262 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2266 = stablehlo.transpose %v2265, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2267 = stablehlo.dot_general %v507, %v2266, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2268 = stablehlo.dot_general %v2266, %v497, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2269 = stablehlo.multiply %v507, %v2268 : tensor<32x3x197x197xf32>
    %c265 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2270 = stablehlo.reduce(%v2269 init: %c265) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2271 = stablehlo.broadcast_in_dim %v2270, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2272 = stablehlo.subtract %v2268, %v2271 : tensor<32x3x197x197xf32>
    %v2273 = stablehlo.multiply %v507, %v2272 : tensor<32x3x197x197xf32>
    %v2274 = stablehlo.multiply %v2273, %v410 : tensor<32x3x197x197xf32>
    %v2275 = stablehlo.dot_general %v2274, %v495, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2276 = "stablehlo.pad"(%v2275, %c266) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2277 = stablehlo.dot_general %v2274, %v498, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2278 = stablehlo.reshape %v2276 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2279 = stablehlo.reshape %v2277 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2280 = stablehlo.reshape %v2267 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2281 = stablehlo.concatenate %v2278, %v2279, %v2280, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2282 = stablehlo.transpose %v2281, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2283 = stablehlo.reshape %v2282 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2284 = stablehlo.dot_general %v2283, %v459, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2285 = stablehlo.dot_general %v486, %v2283, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2286 = stablehlo.reduce(%v2283 init: %c267) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2287 = stablehlo.reduce(%v2284 init: %c268) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2288 = stablehlo.multiply %v2284, %v483 : tensor<6304x192xf32>
    %v2289 = stablehlo.multiply %v482, %v2284 : tensor<6304x192xf32>
    %c269 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2290 = stablehlo.reduce(%v2289 init: %c269) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c270 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2291 = stablehlo.reduce(%v2288 init: %c270) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2292 = stablehlo.broadcast_in_dim %v2291, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2293 = stablehlo.multiply %v2292, %v382 : tensor<6304x192xf32>
    %v2294 = stablehlo.multiply %v2288, %v482 : tensor<6304x192xf32>
    %c271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2295 = stablehlo.reduce(%v2294 init: %c271) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2296 = stablehlo.broadcast_in_dim %v2295, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2297 = stablehlo.multiply %v2296, %v382 : tensor<6304x192xf32>
    %v2298 = stablehlo.multiply %v482, %v2297 : tensor<6304x192xf32>
    %v2299 = stablehlo.subtract %v2288, %v2293 : tensor<6304x192xf32>
    %v2300 = stablehlo.subtract %v2299, %v2298 : tensor<6304x192xf32>
    %v2301 = stablehlo.multiply %v481, %v2300 : tensor<6304x192xf32>
    %v2302 = stablehlo.add %v2261, %v2301 : tensor<6304x192xf32>
    %v2303 = stablehlo.dot_general %v2302, %v378, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2304 = stablehlo.dot_general %v451, %v2302, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2305 = stablehlo.reduce(%v2302 init: %c272) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2306 = stablehlo.multiply %v443, %v443 : tensor<6304x768xf32>
    %v2307 = stablehlo.multiply %v2306, %v1605 : tensor<6304x768xf32>
    %v2308 = stablehlo.exponential %v2307 : tensor<6304x768xf32>
    %v2309 = stablehlo.multiply %v2308, %v1608 : tensor<6304x768xf32>
    %v2310 = stablehlo.multiply %v443, %v2309 : tensor<6304x768xf32>
    %v2311 = stablehlo.add %v450, %v2310 : tensor<6304x768xf32>
    %v2312 = stablehlo.multiply %v2303, %v2311 : tensor<6304x768xf32>
    %v2313 = stablehlo.dot_general %v2312, %v375, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2314 = stablehlo.dot_general %v440, %v2312, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2315 = stablehlo.reduce(%v2312 init: %c273) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c274 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2316 = stablehlo.reduce(%v2313 init: %c274) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2317 = stablehlo.multiply %v2313, %v437 : tensor<6304x192xf32>
    %v2318 = stablehlo.multiply %v436, %v2313 : tensor<6304x192xf32>
    %c275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2319 = stablehlo.reduce(%v2318 init: %c275) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c276 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2320 = stablehlo.reduce(%v2317 init: %c276) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2321 = stablehlo.broadcast_in_dim %v2320, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2322 = stablehlo.multiply %v2321, %v382 : tensor<6304x192xf32>
    %v2323 = stablehlo.multiply %v2317, %v436 : tensor<6304x192xf32>
    %c277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2324 = stablehlo.reduce(%v2323 init: %c277) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2325 = stablehlo.broadcast_in_dim %v2324, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2326 = stablehlo.multiply %v2325, %v382 : tensor<6304x192xf32>
    %v2327 = stablehlo.multiply %v436, %v2326 : tensor<6304x192xf32>
    %v2328 = stablehlo.subtract %v2317, %v2322 : tensor<6304x192xf32>
    %v2329 = stablehlo.subtract %v2328, %v2327 : tensor<6304x192xf32>
    %v2330 = stablehlo.multiply %v435, %v2329 : tensor<6304x192xf32>
    %v2331 = stablehlo.add %v2302, %v2330 : tensor<6304x192xf32>
    %v2332 = stablehlo.dot_general %v2331, %v370, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2333 = stablehlo.dot_general %v421, %v2331, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2334 = stablehlo.reduce(%v2331 init: %c278) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2335 = stablehlo.reshape %v2332 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2336 = stablehlo.transpose %v2335, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2337 = stablehlo.dot_general %v418, %v2336, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2338 = stablehlo.dot_general %v2336, %v407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2339 = stablehlo.multiply %v418, %v2338 : tensor<32x3x197x197xf32>
    %c279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2340 = stablehlo.reduce(%v2339 init: %c279) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2341 = stablehlo.broadcast_in_dim %v2340, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2342 = stablehlo.subtract %v2338, %v2341 : tensor<32x3x197x197xf32>
    %v2343 = stablehlo.multiply %v418, %v2342 : tensor<32x3x197x197xf32>
    %v2344 = stablehlo.multiply %v2343, %v410 : tensor<32x3x197x197xf32>
    %v2345 = stablehlo.dot_general %v2344, %v405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2346 = "stablehlo.pad"(%v2345, %c280) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2347 = stablehlo.dot_general %v2344, %v408, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2348 = stablehlo.reshape %v2346 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2349 = stablehlo.reshape %v2347 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2350 = stablehlo.reshape %v2337 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2351 = stablehlo.concatenate %v2348, %v2349, %v2350, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2352 = stablehlo.transpose %v2351, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2353 = stablehlo.reshape %v2352 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2354 = stablehlo.dot_general %v2353, %v367, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2355 = stablehlo.dot_general %v396, %v2353, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2356 = stablehlo.reduce(%v2353 init: %c281) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2357 = stablehlo.reduce(%v2354 init: %c282) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2358 = stablehlo.multiply %v2354, %v393 : tensor<6304x192xf32>
    %v2359 = stablehlo.multiply %v392, %v2354 : tensor<6304x192xf32>
    %c283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2360 = stablehlo.reduce(%v2359 init: %c283) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c284 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2361 = stablehlo.reduce(%v2358 init: %c284) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2362 = stablehlo.broadcast_in_dim %v2361, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2363 = stablehlo.multiply %v2362, %v382 : tensor<6304x192xf32>
    %v2364 = stablehlo.multiply %v2358, %v392 : tensor<6304x192xf32>
    %c285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2365 = stablehlo.reduce(%v2364 init: %c285) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2366 = stablehlo.broadcast_in_dim %v2365, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2367 = stablehlo.multiply %v2366, %v382 : tensor<6304x192xf32>
    %v2368 = stablehlo.multiply %v392, %v2367 : tensor<6304x192xf32>
    %v2369 = stablehlo.subtract %v2358, %v2363 : tensor<6304x192xf32>
    %v2370 = stablehlo.subtract %v2369, %v2368 : tensor<6304x192xf32>
    %v2371 = stablehlo.multiply %v391, %v2370 : tensor<6304x192xf32>
    %v2372 = stablehlo.add %v2331, %v2371 : tensor<6304x192xf32>
    %v2373 = stablehlo.reshape %v2372 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v2374 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2375 = stablehlo.reshape %v2374 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2376 = "stablehlo.slice"(%v2375) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2377 = "stablehlo.slice"(%v2375) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2378 = stablehlo.dot_general %v2377, %v8, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c286 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2379 = stablehlo.reduce(%v2377 init: %c286) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2385 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2386 = stablehlo.reshape %v2385 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2387 = "stablehlo.slice"(%v2386) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2388 = "stablehlo.slice"(%v2386) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2389 = stablehlo.add %v2376, %v2387 : tensor<1x192xf32>
    %v2390 = stablehlo.add %v2375, %v2386 : tensor<197x192xf32>
    %v2391 = stablehlo.dot_general %v2388, %v25, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c287 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2392 = stablehlo.reduce(%v2388 init: %c287) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2397 = stablehlo.add %v2378, %v2391 : tensor<192x768xf32>
    %v2398 = stablehlo.add %v2379, %v2392 : tensor<192xf32>
    %v2400 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2401 = stablehlo.reshape %v2400 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2402 = "stablehlo.slice"(%v2401) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2403 = "stablehlo.slice"(%v2401) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2404 = stablehlo.add %v2389, %v2402 : tensor<1x192xf32>
    %v2405 = stablehlo.add %v2390, %v2401 : tensor<197x192xf32>
    %v2406 = stablehlo.dot_general %v2403, %v36, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c288 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2407 = stablehlo.reduce(%v2403 init: %c288) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2412 = stablehlo.add %v2397, %v2406 : tensor<192x768xf32>
    %v2413 = stablehlo.add %v2398, %v2407 : tensor<192xf32>
    %v2415 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2416 = stablehlo.reshape %v2415 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2417 = "stablehlo.slice"(%v2416) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2418 = "stablehlo.slice"(%v2416) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2419 = stablehlo.add %v2404, %v2417 : tensor<1x192xf32>
    %v2420 = stablehlo.add %v2405, %v2416 : tensor<197x192xf32>
    %v2421 = stablehlo.dot_general %v2418, %v47, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2422 = stablehlo.reduce(%v2418 init: %c289) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2427 = stablehlo.add %v2412, %v2421 : tensor<192x768xf32>
    %v2428 = stablehlo.add %v2413, %v2422 : tensor<192xf32>
    %v2430 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2431 = stablehlo.reshape %v2430 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2432 = "stablehlo.slice"(%v2431) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2433 = "stablehlo.slice"(%v2431) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2434 = stablehlo.add %v2419, %v2432 : tensor<1x192xf32>
    %v2435 = stablehlo.add %v2420, %v2431 : tensor<197x192xf32>
    %v2436 = stablehlo.dot_general %v2433, %v58, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2437 = stablehlo.reduce(%v2433 init: %c290) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2442 = stablehlo.add %v2427, %v2436 : tensor<192x768xf32>
    %v2443 = stablehlo.add %v2428, %v2437 : tensor<192xf32>
    %v2445 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2446 = stablehlo.reshape %v2445 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2447 = "stablehlo.slice"(%v2446) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2448 = "stablehlo.slice"(%v2446) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2449 = stablehlo.add %v2434, %v2447 : tensor<1x192xf32>
    %v2450 = stablehlo.add %v2435, %v2446 : tensor<197x192xf32>
    %v2451 = stablehlo.dot_general %v2448, %v69, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2452 = stablehlo.reduce(%v2448 init: %c291) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2457 = stablehlo.add %v2442, %v2451 : tensor<192x768xf32>
    %v2458 = stablehlo.add %v2443, %v2452 : tensor<192xf32>
    %v2460 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2461 = stablehlo.reshape %v2460 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2462 = "stablehlo.slice"(%v2461) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2463 = "stablehlo.slice"(%v2461) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2464 = stablehlo.add %v2449, %v2462 : tensor<1x192xf32>
    %v2465 = stablehlo.add %v2450, %v2461 : tensor<197x192xf32>
    %v2466 = stablehlo.dot_general %v2463, %v80, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2467 = stablehlo.reduce(%v2463 init: %c292) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2472 = stablehlo.add %v2457, %v2466 : tensor<192x768xf32>
    %v2473 = stablehlo.add %v2458, %v2467 : tensor<192xf32>
    %v2475 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2476 = stablehlo.reshape %v2475 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2477 = "stablehlo.slice"(%v2476) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2478 = "stablehlo.slice"(%v2476) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2479 = stablehlo.add %v2464, %v2477 : tensor<1x192xf32>
    %v2480 = stablehlo.add %v2465, %v2476 : tensor<197x192xf32>
    %v2481 = stablehlo.dot_general %v2478, %v91, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2482 = stablehlo.reduce(%v2478 init: %c293) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2487 = stablehlo.add %v2472, %v2481 : tensor<192x768xf32>
    %v2488 = stablehlo.add %v2473, %v2482 : tensor<192xf32>
    %v2490 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2491 = stablehlo.reshape %v2490 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2492 = "stablehlo.slice"(%v2491) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2493 = "stablehlo.slice"(%v2491) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2494 = stablehlo.add %v2479, %v2492 : tensor<1x192xf32>
    %v2495 = stablehlo.add %v2480, %v2491 : tensor<197x192xf32>
    %v2496 = stablehlo.dot_general %v2493, %v102, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c294 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2497 = stablehlo.reduce(%v2493 init: %c294) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2502 = stablehlo.add %v2487, %v2496 : tensor<192x768xf32>
    %v2503 = stablehlo.add %v2488, %v2497 : tensor<192xf32>
    %v2505 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2506 = stablehlo.reshape %v2505 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2507 = "stablehlo.slice"(%v2506) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2508 = "stablehlo.slice"(%v2506) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2509 = stablehlo.add %v2494, %v2507 : tensor<1x192xf32>
    %v2510 = stablehlo.add %v2495, %v2506 : tensor<197x192xf32>
    %v2511 = stablehlo.dot_general %v2508, %v113, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c295 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2512 = stablehlo.reduce(%v2508 init: %c295) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2517 = stablehlo.add %v2502, %v2511 : tensor<192x768xf32>
    %v2518 = stablehlo.add %v2503, %v2512 : tensor<192xf32>
    %v2520 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2521 = stablehlo.reshape %v2520 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2522 = "stablehlo.slice"(%v2521) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2523 = "stablehlo.slice"(%v2521) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2524 = stablehlo.add %v2509, %v2522 : tensor<1x192xf32>
    %v2525 = stablehlo.add %v2510, %v2521 : tensor<197x192xf32>
    %v2526 = stablehlo.dot_general %v2523, %v124, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c296 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2527 = stablehlo.reduce(%v2523 init: %c296) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2532 = stablehlo.add %v2517, %v2526 : tensor<192x768xf32>
    %v2533 = stablehlo.add %v2518, %v2527 : tensor<192xf32>
    %v2535 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2536 = stablehlo.reshape %v2535 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2537 = "stablehlo.slice"(%v2536) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2538 = "stablehlo.slice"(%v2536) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2539 = stablehlo.add %v2524, %v2537 : tensor<1x192xf32>
    %v2540 = stablehlo.add %v2525, %v2536 : tensor<197x192xf32>
    %v2541 = stablehlo.dot_general %v2538, %v135, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2542 = stablehlo.reduce(%v2538 init: %c297) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2547 = stablehlo.add %v2532, %v2541 : tensor<192x768xf32>
    %v2548 = stablehlo.add %v2533, %v2542 : tensor<192xf32>
    %v2550 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2551 = stablehlo.reshape %v2550 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2552 = "stablehlo.slice"(%v2551) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2553 = "stablehlo.slice"(%v2551) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2554 = stablehlo.add %v2539, %v2552 : tensor<1x192xf32>
    %v2555 = stablehlo.add %v2540, %v2551 : tensor<197x192xf32>
    %v2556 = stablehlo.dot_general %v2553, %v146, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2557 = stablehlo.reduce(%v2553 init: %c298) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2562 = stablehlo.add %v2547, %v2556 : tensor<192x768xf32>
    %v2563 = stablehlo.add %v2548, %v2557 : tensor<192xf32>
    %v2565 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2566 = stablehlo.reshape %v2565 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2567 = "stablehlo.slice"(%v2566) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2568 = "stablehlo.slice"(%v2566) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2569 = stablehlo.add %v2554, %v2567 : tensor<1x192xf32>
    %v2570 = stablehlo.add %v2555, %v2566 : tensor<197x192xf32>
    %v2571 = stablehlo.dot_general %v2568, %v157, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c299 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2572 = stablehlo.reduce(%v2568 init: %c299) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2577 = stablehlo.add %v2562, %v2571 : tensor<192x768xf32>
    %v2578 = stablehlo.add %v2563, %v2572 : tensor<192xf32>
    %v2580 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2581 = stablehlo.reshape %v2580 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2582 = "stablehlo.slice"(%v2581) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2583 = "stablehlo.slice"(%v2581) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2584 = stablehlo.add %v2569, %v2582 : tensor<1x192xf32>
    %v2585 = stablehlo.add %v2570, %v2581 : tensor<197x192xf32>
    %v2586 = stablehlo.dot_general %v2583, %v168, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2587 = stablehlo.reduce(%v2583 init: %c300) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2592 = stablehlo.add %v2577, %v2586 : tensor<192x768xf32>
    %v2593 = stablehlo.add %v2578, %v2587 : tensor<192xf32>
    %v2595 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2596 = stablehlo.reshape %v2595 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2597 = "stablehlo.slice"(%v2596) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2598 = "stablehlo.slice"(%v2596) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2599 = stablehlo.add %v2584, %v2597 : tensor<1x192xf32>
    %v2600 = stablehlo.add %v2585, %v2596 : tensor<197x192xf32>
    %v2601 = stablehlo.dot_general %v2598, %v179, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2602 = stablehlo.reduce(%v2598 init: %c301) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2607 = stablehlo.add %v2592, %v2601 : tensor<192x768xf32>
    %v2608 = stablehlo.add %v2593, %v2602 : tensor<192xf32>
    %v2610 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2611 = stablehlo.reshape %v2610 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2612 = "stablehlo.slice"(%v2611) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2613 = "stablehlo.slice"(%v2611) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2614 = stablehlo.add %v2599, %v2612 : tensor<1x192xf32>
    %v2615 = stablehlo.add %v2600, %v2611 : tensor<197x192xf32>
    %v2616 = stablehlo.dot_general %v2613, %v190, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2617 = stablehlo.reduce(%v2613 init: %c302) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2622 = stablehlo.add %v2607, %v2616 : tensor<192x768xf32>
    %v2623 = stablehlo.add %v2608, %v2617 : tensor<192xf32>
    %v2625 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2626 = stablehlo.reshape %v2625 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2627 = "stablehlo.slice"(%v2626) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2628 = "stablehlo.slice"(%v2626) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2629 = stablehlo.add %v2614, %v2627 : tensor<1x192xf32>
    %v2630 = stablehlo.add %v2615, %v2626 : tensor<197x192xf32>
    %v2631 = stablehlo.dot_general %v2628, %v201, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2632 = stablehlo.reduce(%v2628 init: %c303) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2637 = stablehlo.add %v2622, %v2631 : tensor<192x768xf32>
    %v2638 = stablehlo.add %v2623, %v2632 : tensor<192xf32>
    %v2640 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2641 = stablehlo.reshape %v2640 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2642 = "stablehlo.slice"(%v2641) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2643 = "stablehlo.slice"(%v2641) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2644 = stablehlo.add %v2629, %v2642 : tensor<1x192xf32>
    %v2645 = stablehlo.add %v2630, %v2641 : tensor<197x192xf32>
    %v2646 = stablehlo.dot_general %v2643, %v212, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2647 = stablehlo.reduce(%v2643 init: %c304) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2652 = stablehlo.add %v2637, %v2646 : tensor<192x768xf32>
    %v2653 = stablehlo.add %v2638, %v2647 : tensor<192xf32>
    %v2655 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2656 = stablehlo.reshape %v2655 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2657 = "stablehlo.slice"(%v2656) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2658 = "stablehlo.slice"(%v2656) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2659 = stablehlo.add %v2644, %v2657 : tensor<1x192xf32>
    %v2660 = stablehlo.add %v2645, %v2656 : tensor<197x192xf32>
    %v2661 = stablehlo.dot_general %v2658, %v223, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2662 = stablehlo.reduce(%v2658 init: %c305) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2667 = stablehlo.add %v2652, %v2661 : tensor<192x768xf32>
    %v2668 = stablehlo.add %v2653, %v2662 : tensor<192xf32>
    %v2670 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2671 = stablehlo.reshape %v2670 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2672 = "stablehlo.slice"(%v2671) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2673 = "stablehlo.slice"(%v2671) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2674 = stablehlo.add %v2659, %v2672 : tensor<1x192xf32>
    %v2675 = stablehlo.add %v2660, %v2671 : tensor<197x192xf32>
    %v2676 = stablehlo.dot_general %v2673, %v234, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c306 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2677 = stablehlo.reduce(%v2673 init: %c306) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2682 = stablehlo.add %v2667, %v2676 : tensor<192x768xf32>
    %v2683 = stablehlo.add %v2668, %v2677 : tensor<192xf32>
    %v2685 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2686 = stablehlo.reshape %v2685 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2687 = "stablehlo.slice"(%v2686) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2688 = "stablehlo.slice"(%v2686) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2689 = stablehlo.add %v2674, %v2687 : tensor<1x192xf32>
    %v2690 = stablehlo.add %v2675, %v2686 : tensor<197x192xf32>
    %v2691 = stablehlo.dot_general %v2688, %v245, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2692 = stablehlo.reduce(%v2688 init: %c307) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2697 = stablehlo.add %v2682, %v2691 : tensor<192x768xf32>
    %v2698 = stablehlo.add %v2683, %v2692 : tensor<192xf32>
    %v2700 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2701 = stablehlo.reshape %v2700 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2702 = "stablehlo.slice"(%v2701) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2703 = "stablehlo.slice"(%v2701) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2704 = stablehlo.add %v2689, %v2702 : tensor<1x192xf32>
    %v2705 = stablehlo.add %v2690, %v2701 : tensor<197x192xf32>
    %v2706 = stablehlo.dot_general %v2703, %v256, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c308 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2707 = stablehlo.reduce(%v2703 init: %c308) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2712 = stablehlo.add %v2697, %v2706 : tensor<192x768xf32>
    %v2713 = stablehlo.add %v2698, %v2707 : tensor<192xf32>
    %v2715 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2716 = stablehlo.reshape %v2715 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2717 = "stablehlo.slice"(%v2716) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2718 = "stablehlo.slice"(%v2716) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2719 = stablehlo.add %v2704, %v2717 : tensor<1x192xf32>
    %v2720 = stablehlo.add %v2705, %v2716 : tensor<197x192xf32>
    %v2721 = stablehlo.dot_general %v2718, %v267, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c309 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2722 = stablehlo.reduce(%v2718 init: %c309) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2727 = stablehlo.add %v2712, %v2721 : tensor<192x768xf32>
    %v2728 = stablehlo.add %v2713, %v2722 : tensor<192xf32>
    %v2730 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2731 = stablehlo.reshape %v2730 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2732 = "stablehlo.slice"(%v2731) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2733 = "stablehlo.slice"(%v2731) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2734 = stablehlo.add %v2719, %v2732 : tensor<1x192xf32>
    %v2735 = stablehlo.add %v2720, %v2731 : tensor<197x192xf32>
    %v2736 = stablehlo.dot_general %v2733, %v278, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2737 = stablehlo.reduce(%v2733 init: %c310) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2742 = stablehlo.add %v2727, %v2736 : tensor<192x768xf32>
    %v2743 = stablehlo.add %v2728, %v2737 : tensor<192xf32>
    %v2745 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2746 = stablehlo.reshape %v2745 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2747 = "stablehlo.slice"(%v2746) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2748 = "stablehlo.slice"(%v2746) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2749 = stablehlo.add %v2734, %v2747 : tensor<1x192xf32>
    %v2750 = stablehlo.add %v2735, %v2746 : tensor<197x192xf32>
    %v2751 = stablehlo.dot_general %v2748, %v289, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c311 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2752 = stablehlo.reduce(%v2748 init: %c311) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2757 = stablehlo.add %v2742, %v2751 : tensor<192x768xf32>
    %v2758 = stablehlo.add %v2743, %v2752 : tensor<192xf32>
    %v2760 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2761 = stablehlo.reshape %v2760 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2762 = "stablehlo.slice"(%v2761) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2763 = "stablehlo.slice"(%v2761) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2764 = stablehlo.add %v2749, %v2762 : tensor<1x192xf32>
    %v2765 = stablehlo.add %v2750, %v2761 : tensor<197x192xf32>
    %v2766 = stablehlo.dot_general %v2763, %v300, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2767 = stablehlo.reduce(%v2763 init: %c312) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2772 = stablehlo.add %v2757, %v2766 : tensor<192x768xf32>
    %v2773 = stablehlo.add %v2758, %v2767 : tensor<192xf32>
    %v2775 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2776 = stablehlo.reshape %v2775 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2777 = "stablehlo.slice"(%v2776) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2778 = "stablehlo.slice"(%v2776) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2779 = stablehlo.add %v2764, %v2777 : tensor<1x192xf32>
    %v2780 = stablehlo.add %v2765, %v2776 : tensor<197x192xf32>
    %v2781 = stablehlo.dot_general %v2778, %v311, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c313 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2782 = stablehlo.reduce(%v2778 init: %c313) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2787 = stablehlo.add %v2772, %v2781 : tensor<192x768xf32>
    %v2788 = stablehlo.add %v2773, %v2782 : tensor<192xf32>
    %v2790 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2791 = stablehlo.reshape %v2790 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2792 = "stablehlo.slice"(%v2791) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2793 = "stablehlo.slice"(%v2791) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2794 = stablehlo.add %v2779, %v2792 : tensor<1x192xf32>
    %v2795 = stablehlo.add %v2780, %v2791 : tensor<197x192xf32>
    %v2796 = stablehlo.dot_general %v2793, %v322, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2797 = stablehlo.reduce(%v2793 init: %c314) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2802 = stablehlo.add %v2787, %v2796 : tensor<192x768xf32>
    %v2803 = stablehlo.add %v2788, %v2797 : tensor<192xf32>
    %v2805 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2806 = stablehlo.reshape %v2805 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2807 = "stablehlo.slice"(%v2806) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2808 = "stablehlo.slice"(%v2806) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2809 = stablehlo.add %v2794, %v2807 : tensor<1x192xf32>
    %v2810 = stablehlo.add %v2795, %v2806 : tensor<197x192xf32>
    %v2811 = stablehlo.dot_general %v2808, %v333, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c315 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2812 = stablehlo.reduce(%v2808 init: %c315) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2817 = stablehlo.add %v2802, %v2811 : tensor<192x768xf32>
    %v2818 = stablehlo.add %v2803, %v2812 : tensor<192xf32>
    %v2820 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2821 = stablehlo.reshape %v2820 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2822 = "stablehlo.slice"(%v2821) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2823 = "stablehlo.slice"(%v2821) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2824 = stablehlo.add %v2809, %v2822 : tensor<1x192xf32>
    %v2825 = stablehlo.add %v2810, %v2821 : tensor<197x192xf32>
    %v2826 = stablehlo.dot_general %v2823, %v344, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c316 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2827 = stablehlo.reduce(%v2823 init: %c316) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2832 = stablehlo.add %v2817, %v2826 : tensor<192x768xf32>
    %v2833 = stablehlo.add %v2818, %v2827 : tensor<192xf32>
    %v2835 = "stablehlo.slice"(%v2373) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2836 = stablehlo.reshape %v2835 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2837 = "stablehlo.slice"(%v2836) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2838 = "stablehlo.slice"(%v2836) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2839 = stablehlo.add %v2824, %v2837 : tensor<1x192xf32>
    %v2840 = stablehlo.add %v2825, %v2836 : tensor<197x192xf32>
    %v2841 = stablehlo.dot_general %v2838, %v355, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2842 = stablehlo.reduce(%v2838 init: %c317) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2847 = stablehlo.add %v2832, %v2841 : tensor<192x768xf32>
    %v2848 = stablehlo.add %v2833, %v2842 : tensor<192xf32>
    %v3004 = stablehlo.reshape %v2847 : (tensor<192x768xf32>) -> tensor<192x3x16x16xf32>
    %v3005 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<192x3x16x16xf32>
    %v3006 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x3x16x16xf32>
    %v3007 = stablehlo.multiply %v2851, %v3006 : tensor<192x3x16x16xf32>
    %v3008 = stablehlo.add %v3007, %v3004 : tensor<192x3x16x16xf32>
    %v3009 = stablehlo.multiply %v3005, %v3008 : tensor<192x3x16x16xf32>
    %v3010 = stablehlo.subtract %v3, %v3009 : tensor<192x3x16x16xf32>
    %v3011 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v3012 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v3013 = stablehlo.multiply %v2852, %v3012 : tensor<192xf32>
    %v3014 = stablehlo.add %v3013, %v2848 : tensor<192xf32>
    %v3015 = stablehlo.multiply %v3011, %v3014 : tensor<192xf32>
    %v3016 = stablehlo.subtract %v5, %v3015 : tensor<192xf32>
    %v3017 = stablehlo.reshape %v2839 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v3018 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<1x1x192xf32>
    %v3019 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x1x192xf32>
    %v3020 = stablehlo.multiply %v2853, %v3019 : tensor<1x1x192xf32>
    %v3021 = stablehlo.add %v3020, %v3017 : tensor<1x1x192xf32>
    %v3022 = stablehlo.multiply %v3018, %v3021 : tensor<1x1x192xf32>
    %v3023 = stablehlo.subtract %v12, %v3022 : tensor<1x1x192xf32>
    %v3024 = stablehlo.reshape %v2840 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v3025 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<1x197x192xf32>
    %v3026 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x197x192xf32>
    %v3027 = stablehlo.multiply %v2854, %v3026 : tensor<1x197x192xf32>
    %v3028 = stablehlo.add %v3027, %v3024 : tensor<1x197x192xf32>
    %v3029 = stablehlo.multiply %v3025, %v3028 : tensor<1x197x192xf32>
    %v3030 = stablehlo.subtract %v14, %v3029 : tensor<1x197x192xf32>
    %v3031 = stablehlo.multiply %v2855, %v3012 : tensor<192xf32>
    %v3032 = stablehlo.add %v3031, %v2360 : tensor<192xf32>
    %v3033 = stablehlo.multiply %v3011, %v3032 : tensor<192xf32>
    %v3034 = stablehlo.subtract %v364, %v3033 : tensor<192xf32>
    %v3035 = stablehlo.multiply %v2856, %v3012 : tensor<192xf32>
    %v3036 = stablehlo.add %v3035, %v2357 : tensor<192xf32>
    %v3037 = stablehlo.multiply %v3011, %v3036 : tensor<192xf32>
    %v3038 = stablehlo.subtract %v365, %v3037 : tensor<192xf32>
    %v3039 = stablehlo.transpose %v2355, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3040 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v3041 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v3042 = stablehlo.multiply %v2857, %v3041 : tensor<576x192xf32>
    %v3043 = stablehlo.add %v3042, %v3039 : tensor<576x192xf32>
    %v3044 = stablehlo.multiply %v3040, %v3043 : tensor<576x192xf32>
    %v3045 = stablehlo.subtract %v366, %v3044 : tensor<576x192xf32>
    %v3046 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v3047 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v3048 = stablehlo.multiply %v2858, %v3047 : tensor<576xf32>
    %v3049 = stablehlo.add %v3048, %v2356 : tensor<576xf32>
    %v3050 = stablehlo.multiply %v3046, %v3049 : tensor<576xf32>
    %v3051 = stablehlo.subtract %v368, %v3050 : tensor<576xf32>
    %v3052 = stablehlo.transpose %v2333, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3053 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v3054 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v3055 = stablehlo.multiply %v2859, %v3054 : tensor<192x192xf32>
    %v3056 = stablehlo.add %v3055, %v3052 : tensor<192x192xf32>
    %v3057 = stablehlo.multiply %v3053, %v3056 : tensor<192x192xf32>
    %v3058 = stablehlo.subtract %v369, %v3057 : tensor<192x192xf32>
    %v3059 = stablehlo.multiply %v2860, %v3012 : tensor<192xf32>
    %v3060 = stablehlo.add %v3059, %v2334 : tensor<192xf32>
    %v3061 = stablehlo.multiply %v3011, %v3060 : tensor<192xf32>
    %v3062 = stablehlo.subtract %v371, %v3061 : tensor<192xf32>
    %v3063 = stablehlo.multiply %v2861, %v3012 : tensor<192xf32>
    %v3064 = stablehlo.add %v3063, %v2319 : tensor<192xf32>
    %v3065 = stablehlo.multiply %v3011, %v3064 : tensor<192xf32>
    %v3066 = stablehlo.subtract %v372, %v3065 : tensor<192xf32>
    %v3067 = stablehlo.multiply %v2862, %v3012 : tensor<192xf32>
    %v3068 = stablehlo.add %v3067, %v2316 : tensor<192xf32>
    %v3069 = stablehlo.multiply %v3011, %v3068 : tensor<192xf32>
    %v3070 = stablehlo.subtract %v373, %v3069 : tensor<192xf32>
    %v3071 = stablehlo.transpose %v2314, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3072 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v3073 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v3074 = stablehlo.multiply %v2863, %v3073 : tensor<768x192xf32>
    %v3075 = stablehlo.add %v3074, %v3071 : tensor<768x192xf32>
    %v3076 = stablehlo.multiply %v3072, %v3075 : tensor<768x192xf32>
    %v3077 = stablehlo.subtract %v374, %v3076 : tensor<768x192xf32>
    %v3078 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v3079 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v3080 = stablehlo.multiply %v2864, %v3079 : tensor<768xf32>
    %v3081 = stablehlo.add %v3080, %v2315 : tensor<768xf32>
    %v3082 = stablehlo.multiply %v3078, %v3081 : tensor<768xf32>
    %v3083 = stablehlo.subtract %v376, %v3082 : tensor<768xf32>
    %v3084 = stablehlo.transpose %v2304, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3085 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v3086 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v3087 = stablehlo.multiply %v2865, %v3086 : tensor<192x768xf32>
    %v3088 = stablehlo.add %v3087, %v3084 : tensor<192x768xf32>
    %v3089 = stablehlo.multiply %v3085, %v3088 : tensor<192x768xf32>
    %v3090 = stablehlo.subtract %v377, %v3089 : tensor<192x768xf32>
    %v3091 = stablehlo.multiply %v2866, %v3012 : tensor<192xf32>
    %v3092 = stablehlo.add %v3091, %v2305 : tensor<192xf32>
    %v3093 = stablehlo.multiply %v3011, %v3092 : tensor<192xf32>
    %v3094 = stablehlo.subtract %v379, %v3093 : tensor<192xf32>
    %v3095 = stablehlo.multiply %v2867, %v3012 : tensor<192xf32>
    %v3096 = stablehlo.add %v3095, %v2290 : tensor<192xf32>
    %v3097 = stablehlo.multiply %v3011, %v3096 : tensor<192xf32>
    %v3098 = stablehlo.subtract %v456, %v3097 : tensor<192xf32>
    %v3099 = stablehlo.multiply %v2868, %v3012 : tensor<192xf32>
    %v3100 = stablehlo.add %v3099, %v2287 : tensor<192xf32>
    %v3101 = stablehlo.multiply %v3011, %v3100 : tensor<192xf32>
    %v3102 = stablehlo.subtract %v457, %v3101 : tensor<192xf32>
    %v3103 = stablehlo.transpose %v2285, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3104 = stablehlo.multiply %v2869, %v3041 : tensor<576x192xf32>
    %v3105 = stablehlo.add %v3104, %v3103 : tensor<576x192xf32>
    %v3106 = stablehlo.multiply %v3040, %v3105 : tensor<576x192xf32>
    %v3107 = stablehlo.subtract %v458, %v3106 : tensor<576x192xf32>
    %v3108 = stablehlo.multiply %v2870, %v3047 : tensor<576xf32>
    %v3109 = stablehlo.add %v3108, %v2286 : tensor<576xf32>
    %v3110 = stablehlo.multiply %v3046, %v3109 : tensor<576xf32>
    %v3111 = stablehlo.subtract %v460, %v3110 : tensor<576xf32>
    %v3112 = stablehlo.transpose %v2263, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3113 = stablehlo.multiply %v2871, %v3054 : tensor<192x192xf32>
    %v3114 = stablehlo.add %v3113, %v3112 : tensor<192x192xf32>
    %v3115 = stablehlo.multiply %v3053, %v3114 : tensor<192x192xf32>
    %v3116 = stablehlo.subtract %v461, %v3115 : tensor<192x192xf32>
    %v3117 = stablehlo.multiply %v2872, %v3012 : tensor<192xf32>
    %v3118 = stablehlo.add %v3117, %v2264 : tensor<192xf32>
    %v3119 = stablehlo.multiply %v3011, %v3118 : tensor<192xf32>
    %v3120 = stablehlo.subtract %v463, %v3119 : tensor<192xf32>
    %v3121 = stablehlo.multiply %v2873, %v3012 : tensor<192xf32>
    %v3122 = stablehlo.add %v3121, %v2249 : tensor<192xf32>
    %v3123 = stablehlo.multiply %v3011, %v3122 : tensor<192xf32>
    %v3124 = stablehlo.subtract %v464, %v3123 : tensor<192xf32>
    %v3125 = stablehlo.multiply %v2874, %v3012 : tensor<192xf32>
    %v3126 = stablehlo.add %v3125, %v2246 : tensor<192xf32>
    %v3127 = stablehlo.multiply %v3011, %v3126 : tensor<192xf32>
    %v3128 = stablehlo.subtract %v465, %v3127 : tensor<192xf32>
    %v3129 = stablehlo.transpose %v2244, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3130 = stablehlo.multiply %v2875, %v3073 : tensor<768x192xf32>
    %v3131 = stablehlo.add %v3130, %v3129 : tensor<768x192xf32>
    %v3132 = stablehlo.multiply %v3072, %v3131 : tensor<768x192xf32>
    %v3133 = stablehlo.subtract %v466, %v3132 : tensor<768x192xf32>
    %v3134 = stablehlo.multiply %v2876, %v3079 : tensor<768xf32>
    %v3135 = stablehlo.add %v3134, %v2245 : tensor<768xf32>
    %v3136 = stablehlo.multiply %v3078, %v3135 : tensor<768xf32>
    %v3137 = stablehlo.subtract %v468, %v3136 : tensor<768xf32>
    %v3138 = stablehlo.transpose %v2234, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3139 = stablehlo.multiply %v2877, %v3086 : tensor<192x768xf32>
    %v3140 = stablehlo.add %v3139, %v3138 : tensor<192x768xf32>
    %v3141 = stablehlo.multiply %v3085, %v3140 : tensor<192x768xf32>
    %v3142 = stablehlo.subtract %v469, %v3141 : tensor<192x768xf32>
    %v3143 = stablehlo.multiply %v2878, %v3012 : tensor<192xf32>
    %v3144 = stablehlo.add %v3143, %v2235 : tensor<192xf32>
    %v3145 = stablehlo.multiply %v3011, %v3144 : tensor<192xf32>
    %v3146 = stablehlo.subtract %v471, %v3145 : tensor<192xf32>
    %v3147 = stablehlo.multiply %v2879, %v3012 : tensor<192xf32>
    %v3148 = stablehlo.add %v3147, %v2220 : tensor<192xf32>
    %v3149 = stablehlo.multiply %v3011, %v3148 : tensor<192xf32>
    %v3150 = stablehlo.subtract %v542, %v3149 : tensor<192xf32>
    %v3151 = stablehlo.multiply %v2880, %v3012 : tensor<192xf32>
    %v3152 = stablehlo.add %v3151, %v2217 : tensor<192xf32>
    %v3153 = stablehlo.multiply %v3011, %v3152 : tensor<192xf32>
    %v3154 = stablehlo.subtract %v543, %v3153 : tensor<192xf32>
    %v3155 = stablehlo.transpose %v2215, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3156 = stablehlo.multiply %v2881, %v3041 : tensor<576x192xf32>
    %v3157 = stablehlo.add %v3156, %v3155 : tensor<576x192xf32>
    %v3158 = stablehlo.multiply %v3040, %v3157 : tensor<576x192xf32>
    %v3159 = stablehlo.subtract %v544, %v3158 : tensor<576x192xf32>
    %v3160 = stablehlo.multiply %v2882, %v3047 : tensor<576xf32>
    %v3161 = stablehlo.add %v3160, %v2216 : tensor<576xf32>
    %v3162 = stablehlo.multiply %v3046, %v3161 : tensor<576xf32>
    %v3163 = stablehlo.subtract %v546, %v3162 : tensor<576xf32>
    %v3164 = stablehlo.transpose %v2193, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3165 = stablehlo.multiply %v2883, %v3054 : tensor<192x192xf32>
    %v3166 = stablehlo.add %v3165, %v3164 : tensor<192x192xf32>
    %v3167 = stablehlo.multiply %v3053, %v3166 : tensor<192x192xf32>
    %v3168 = stablehlo.subtract %v547, %v3167 : tensor<192x192xf32>
    %v3169 = stablehlo.multiply %v2884, %v3012 : tensor<192xf32>
    %v3170 = stablehlo.add %v3169, %v2194 : tensor<192xf32>
    %v3171 = stablehlo.multiply %v3011, %v3170 : tensor<192xf32>
    %v3172 = stablehlo.subtract %v549, %v3171 : tensor<192xf32>
    %v3173 = stablehlo.multiply %v2885, %v3012 : tensor<192xf32>
    %v3174 = stablehlo.add %v3173, %v2179 : tensor<192xf32>
    %v3175 = stablehlo.multiply %v3011, %v3174 : tensor<192xf32>
    %v3176 = stablehlo.subtract %v550, %v3175 : tensor<192xf32>
    %v3177 = stablehlo.multiply %v2886, %v3012 : tensor<192xf32>
    %v3178 = stablehlo.add %v3177, %v2176 : tensor<192xf32>
    %v3179 = stablehlo.multiply %v3011, %v3178 : tensor<192xf32>
    %v3180 = stablehlo.subtract %v551, %v3179 : tensor<192xf32>
    %v3181 = stablehlo.transpose %v2174, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3182 = stablehlo.multiply %v2887, %v3073 : tensor<768x192xf32>
    %v3183 = stablehlo.add %v3182, %v3181 : tensor<768x192xf32>
    %v3184 = stablehlo.multiply %v3072, %v3183 : tensor<768x192xf32>
    %v3185 = stablehlo.subtract %v552, %v3184 : tensor<768x192xf32>
    %v3186 = stablehlo.multiply %v2888, %v3079 : tensor<768xf32>
    %v3187 = stablehlo.add %v3186, %v2175 : tensor<768xf32>
    %v3188 = stablehlo.multiply %v3078, %v3187 : tensor<768xf32>
    %v3189 = stablehlo.subtract %v554, %v3188 : tensor<768xf32>
    %v3190 = stablehlo.transpose %v2164, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3191 = stablehlo.multiply %v2889, %v3086 : tensor<192x768xf32>
    %v3192 = stablehlo.add %v3191, %v3190 : tensor<192x768xf32>
    %v3193 = stablehlo.multiply %v3085, %v3192 : tensor<192x768xf32>
    %v3194 = stablehlo.subtract %v555, %v3193 : tensor<192x768xf32>
    %v3195 = stablehlo.multiply %v2890, %v3012 : tensor<192xf32>
    %v3196 = stablehlo.add %v3195, %v2165 : tensor<192xf32>
    %v3197 = stablehlo.multiply %v3011, %v3196 : tensor<192xf32>
    %v3198 = stablehlo.subtract %v557, %v3197 : tensor<192xf32>
    %v3199 = stablehlo.multiply %v2891, %v3012 : tensor<192xf32>
    %v3200 = stablehlo.add %v3199, %v2150 : tensor<192xf32>
    %v3201 = stablehlo.multiply %v3011, %v3200 : tensor<192xf32>
    %v3202 = stablehlo.subtract %v628, %v3201 : tensor<192xf32>
    %v3203 = stablehlo.multiply %v2892, %v3012 : tensor<192xf32>
    %v3204 = stablehlo.add %v3203, %v2147 : tensor<192xf32>
    %v3205 = stablehlo.multiply %v3011, %v3204 : tensor<192xf32>
    %v3206 = stablehlo.subtract %v629, %v3205 : tensor<192xf32>
    %v3207 = stablehlo.transpose %v2145, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3208 = stablehlo.multiply %v2893, %v3041 : tensor<576x192xf32>
    %v3209 = stablehlo.add %v3208, %v3207 : tensor<576x192xf32>
    %v3210 = stablehlo.multiply %v3040, %v3209 : tensor<576x192xf32>
    %v3211 = stablehlo.subtract %v630, %v3210 : tensor<576x192xf32>
    %v3212 = stablehlo.multiply %v2894, %v3047 : tensor<576xf32>
    %v3213 = stablehlo.add %v3212, %v2146 : tensor<576xf32>
    %v3214 = stablehlo.multiply %v3046, %v3213 : tensor<576xf32>
    %v3215 = stablehlo.subtract %v632, %v3214 : tensor<576xf32>
    %v3216 = stablehlo.transpose %v2123, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3217 = stablehlo.multiply %v2895, %v3054 : tensor<192x192xf32>
    %v3218 = stablehlo.add %v3217, %v3216 : tensor<192x192xf32>
    %v3219 = stablehlo.multiply %v3053, %v3218 : tensor<192x192xf32>
    %v3220 = stablehlo.subtract %v633, %v3219 : tensor<192x192xf32>
    %v3221 = stablehlo.multiply %v2896, %v3012 : tensor<192xf32>
    %v3222 = stablehlo.add %v3221, %v2124 : tensor<192xf32>
    %v3223 = stablehlo.multiply %v3011, %v3222 : tensor<192xf32>
    %v3224 = stablehlo.subtract %v635, %v3223 : tensor<192xf32>
    %v3225 = stablehlo.multiply %v2897, %v3012 : tensor<192xf32>
    %v3226 = stablehlo.add %v3225, %v2109 : tensor<192xf32>
    %v3227 = stablehlo.multiply %v3011, %v3226 : tensor<192xf32>
    %v3228 = stablehlo.subtract %v636, %v3227 : tensor<192xf32>
    %v3229 = stablehlo.multiply %v2898, %v3012 : tensor<192xf32>
    %v3230 = stablehlo.add %v3229, %v2106 : tensor<192xf32>
    %v3231 = stablehlo.multiply %v3011, %v3230 : tensor<192xf32>
    %v3232 = stablehlo.subtract %v637, %v3231 : tensor<192xf32>
    %v3233 = stablehlo.transpose %v2104, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3234 = stablehlo.multiply %v2899, %v3073 : tensor<768x192xf32>
    %v3235 = stablehlo.add %v3234, %v3233 : tensor<768x192xf32>
    %v3236 = stablehlo.multiply %v3072, %v3235 : tensor<768x192xf32>
    %v3237 = stablehlo.subtract %v638, %v3236 : tensor<768x192xf32>
    %v3238 = stablehlo.multiply %v2900, %v3079 : tensor<768xf32>
    %v3239 = stablehlo.add %v3238, %v2105 : tensor<768xf32>
    %v3240 = stablehlo.multiply %v3078, %v3239 : tensor<768xf32>
    %v3241 = stablehlo.subtract %v640, %v3240 : tensor<768xf32>
    %v3242 = stablehlo.transpose %v2094, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3243 = stablehlo.multiply %v2901, %v3086 : tensor<192x768xf32>
    %v3244 = stablehlo.add %v3243, %v3242 : tensor<192x768xf32>
    %v3245 = stablehlo.multiply %v3085, %v3244 : tensor<192x768xf32>
    %v3246 = stablehlo.subtract %v641, %v3245 : tensor<192x768xf32>
    %v3247 = stablehlo.multiply %v2902, %v3012 : tensor<192xf32>
    %v3248 = stablehlo.add %v3247, %v2095 : tensor<192xf32>
    %v3249 = stablehlo.multiply %v3011, %v3248 : tensor<192xf32>
    %v3250 = stablehlo.subtract %v643, %v3249 : tensor<192xf32>
    %v3251 = stablehlo.multiply %v2903, %v3012 : tensor<192xf32>
    %v3252 = stablehlo.add %v3251, %v2080 : tensor<192xf32>
    %v3253 = stablehlo.multiply %v3011, %v3252 : tensor<192xf32>
    %v3254 = stablehlo.subtract %v714, %v3253 : tensor<192xf32>
    %v3255 = stablehlo.multiply %v2904, %v3012 : tensor<192xf32>
    %v3256 = stablehlo.add %v3255, %v2077 : tensor<192xf32>
    %v3257 = stablehlo.multiply %v3011, %v3256 : tensor<192xf32>
    %v3258 = stablehlo.subtract %v715, %v3257 : tensor<192xf32>
    %v3259 = stablehlo.transpose %v2075, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3260 = stablehlo.multiply %v2905, %v3041 : tensor<576x192xf32>
    %v3261 = stablehlo.add %v3260, %v3259 : tensor<576x192xf32>
    %v3262 = stablehlo.multiply %v3040, %v3261 : tensor<576x192xf32>
    %v3263 = stablehlo.subtract %v716, %v3262 : tensor<576x192xf32>
    %v3264 = stablehlo.multiply %v2906, %v3047 : tensor<576xf32>
    %v3265 = stablehlo.add %v3264, %v2076 : tensor<576xf32>
    %v3266 = stablehlo.multiply %v3046, %v3265 : tensor<576xf32>
    %v3267 = stablehlo.subtract %v718, %v3266 : tensor<576xf32>
    %v3268 = stablehlo.transpose %v2053, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3269 = stablehlo.multiply %v2907, %v3054 : tensor<192x192xf32>
    %v3270 = stablehlo.add %v3269, %v3268 : tensor<192x192xf32>
    %v3271 = stablehlo.multiply %v3053, %v3270 : tensor<192x192xf32>
    %v3272 = stablehlo.subtract %v719, %v3271 : tensor<192x192xf32>
    %v3273 = stablehlo.multiply %v2908, %v3012 : tensor<192xf32>
    %v3274 = stablehlo.add %v3273, %v2054 : tensor<192xf32>
    %v3275 = stablehlo.multiply %v3011, %v3274 : tensor<192xf32>
    %v3276 = stablehlo.subtract %v721, %v3275 : tensor<192xf32>
    %v3277 = stablehlo.multiply %v2909, %v3012 : tensor<192xf32>
    %v3278 = stablehlo.add %v3277, %v2039 : tensor<192xf32>
    %v3279 = stablehlo.multiply %v3011, %v3278 : tensor<192xf32>
    %v3280 = stablehlo.subtract %v722, %v3279 : tensor<192xf32>
    %v3281 = stablehlo.multiply %v2910, %v3012 : tensor<192xf32>
    %v3282 = stablehlo.add %v3281, %v2036 : tensor<192xf32>
    %v3283 = stablehlo.multiply %v3011, %v3282 : tensor<192xf32>
    %v3284 = stablehlo.subtract %v723, %v3283 : tensor<192xf32>
    %v3285 = stablehlo.transpose %v2034, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3286 = stablehlo.multiply %v2911, %v3073 : tensor<768x192xf32>
    %v3287 = stablehlo.add %v3286, %v3285 : tensor<768x192xf32>
    %v3288 = stablehlo.multiply %v3072, %v3287 : tensor<768x192xf32>
    %v3289 = stablehlo.subtract %v724, %v3288 : tensor<768x192xf32>
    %v3290 = stablehlo.multiply %v2912, %v3079 : tensor<768xf32>
    %v3291 = stablehlo.add %v3290, %v2035 : tensor<768xf32>
    %v3292 = stablehlo.multiply %v3078, %v3291 : tensor<768xf32>
    %v3293 = stablehlo.subtract %v726, %v3292 : tensor<768xf32>
    %v3294 = stablehlo.transpose %v2024, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3295 = stablehlo.multiply %v2913, %v3086 : tensor<192x768xf32>
    %v3296 = stablehlo.add %v3295, %v3294 : tensor<192x768xf32>
    %v3297 = stablehlo.multiply %v3085, %v3296 : tensor<192x768xf32>
    %v3298 = stablehlo.subtract %v727, %v3297 : tensor<192x768xf32>
    %v3299 = stablehlo.multiply %v2914, %v3012 : tensor<192xf32>
    %v3300 = stablehlo.add %v3299, %v2025 : tensor<192xf32>
    %v3301 = stablehlo.multiply %v3011, %v3300 : tensor<192xf32>
    %v3302 = stablehlo.subtract %v729, %v3301 : tensor<192xf32>
    %v3303 = stablehlo.multiply %v2915, %v3012 : tensor<192xf32>
    %v3304 = stablehlo.add %v3303, %v2010 : tensor<192xf32>
    %v3305 = stablehlo.multiply %v3011, %v3304 : tensor<192xf32>
    %v3306 = stablehlo.subtract %v800, %v3305 : tensor<192xf32>
    %v3307 = stablehlo.multiply %v2916, %v3012 : tensor<192xf32>
    %v3308 = stablehlo.add %v3307, %v2007 : tensor<192xf32>
    %v3309 = stablehlo.multiply %v3011, %v3308 : tensor<192xf32>
    %v3310 = stablehlo.subtract %v801, %v3309 : tensor<192xf32>
    %v3311 = stablehlo.transpose %v2005, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3312 = stablehlo.multiply %v2917, %v3041 : tensor<576x192xf32>
    %v3313 = stablehlo.add %v3312, %v3311 : tensor<576x192xf32>
    %v3314 = stablehlo.multiply %v3040, %v3313 : tensor<576x192xf32>
    %v3315 = stablehlo.subtract %v802, %v3314 : tensor<576x192xf32>
    %v3316 = stablehlo.multiply %v2918, %v3047 : tensor<576xf32>
    %v3317 = stablehlo.add %v3316, %v2006 : tensor<576xf32>
    %v3318 = stablehlo.multiply %v3046, %v3317 : tensor<576xf32>
    %v3319 = stablehlo.subtract %v804, %v3318 : tensor<576xf32>
    %v3320 = stablehlo.transpose %v1983, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3321 = stablehlo.multiply %v2919, %v3054 : tensor<192x192xf32>
    %v3322 = stablehlo.add %v3321, %v3320 : tensor<192x192xf32>
    %v3323 = stablehlo.multiply %v3053, %v3322 : tensor<192x192xf32>
    %v3324 = stablehlo.subtract %v805, %v3323 : tensor<192x192xf32>
    %v3325 = stablehlo.multiply %v2920, %v3012 : tensor<192xf32>
    %v3326 = stablehlo.add %v3325, %v1984 : tensor<192xf32>
    %v3327 = stablehlo.multiply %v3011, %v3326 : tensor<192xf32>
    %v3328 = stablehlo.subtract %v807, %v3327 : tensor<192xf32>
    %v3329 = stablehlo.multiply %v2921, %v3012 : tensor<192xf32>
    %v3330 = stablehlo.add %v3329, %v1969 : tensor<192xf32>
    %v3331 = stablehlo.multiply %v3011, %v3330 : tensor<192xf32>
    %v3332 = stablehlo.subtract %v808, %v3331 : tensor<192xf32>
    %v3333 = stablehlo.multiply %v2922, %v3012 : tensor<192xf32>
    %v3334 = stablehlo.add %v3333, %v1966 : tensor<192xf32>
    %v3335 = stablehlo.multiply %v3011, %v3334 : tensor<192xf32>
    %v3336 = stablehlo.subtract %v809, %v3335 : tensor<192xf32>
    %v3337 = stablehlo.transpose %v1964, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3338 = stablehlo.multiply %v2923, %v3073 : tensor<768x192xf32>
    %v3339 = stablehlo.add %v3338, %v3337 : tensor<768x192xf32>
    %v3340 = stablehlo.multiply %v3072, %v3339 : tensor<768x192xf32>
    %v3341 = stablehlo.subtract %v810, %v3340 : tensor<768x192xf32>
    %v3342 = stablehlo.multiply %v2924, %v3079 : tensor<768xf32>
    %v3343 = stablehlo.add %v3342, %v1965 : tensor<768xf32>
    %v3344 = stablehlo.multiply %v3078, %v3343 : tensor<768xf32>
    %v3345 = stablehlo.subtract %v812, %v3344 : tensor<768xf32>
    %v3346 = stablehlo.transpose %v1954, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3347 = stablehlo.multiply %v2925, %v3086 : tensor<192x768xf32>
    %v3348 = stablehlo.add %v3347, %v3346 : tensor<192x768xf32>
    %v3349 = stablehlo.multiply %v3085, %v3348 : tensor<192x768xf32>
    %v3350 = stablehlo.subtract %v813, %v3349 : tensor<192x768xf32>
    %v3351 = stablehlo.multiply %v2926, %v3012 : tensor<192xf32>
    %v3352 = stablehlo.add %v3351, %v1955 : tensor<192xf32>
    %v3353 = stablehlo.multiply %v3011, %v3352 : tensor<192xf32>
    %v3354 = stablehlo.subtract %v815, %v3353 : tensor<192xf32>
    %v3355 = stablehlo.multiply %v2927, %v3012 : tensor<192xf32>
    %v3356 = stablehlo.add %v3355, %v1940 : tensor<192xf32>
    %v3357 = stablehlo.multiply %v3011, %v3356 : tensor<192xf32>
    %v3358 = stablehlo.subtract %v886, %v3357 : tensor<192xf32>
    %v3359 = stablehlo.multiply %v2928, %v3012 : tensor<192xf32>
    %v3360 = stablehlo.add %v3359, %v1937 : tensor<192xf32>
    %v3361 = stablehlo.multiply %v3011, %v3360 : tensor<192xf32>
    %v3362 = stablehlo.subtract %v887, %v3361 : tensor<192xf32>
    %v3363 = stablehlo.transpose %v1935, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3364 = stablehlo.multiply %v2929, %v3041 : tensor<576x192xf32>
    %v3365 = stablehlo.add %v3364, %v3363 : tensor<576x192xf32>
    %v3366 = stablehlo.multiply %v3040, %v3365 : tensor<576x192xf32>
    %v3367 = stablehlo.subtract %v888, %v3366 : tensor<576x192xf32>
    %v3368 = stablehlo.multiply %v2930, %v3047 : tensor<576xf32>
    %v3369 = stablehlo.add %v3368, %v1936 : tensor<576xf32>
    %v3370 = stablehlo.multiply %v3046, %v3369 : tensor<576xf32>
    %v3371 = stablehlo.subtract %v890, %v3370 : tensor<576xf32>
    %v3372 = stablehlo.transpose %v1913, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3373 = stablehlo.multiply %v2931, %v3054 : tensor<192x192xf32>
    %v3374 = stablehlo.add %v3373, %v3372 : tensor<192x192xf32>
    %v3375 = stablehlo.multiply %v3053, %v3374 : tensor<192x192xf32>
    %v3376 = stablehlo.subtract %v891, %v3375 : tensor<192x192xf32>
    %v3377 = stablehlo.multiply %v2932, %v3012 : tensor<192xf32>
    %v3378 = stablehlo.add %v3377, %v1914 : tensor<192xf32>
    %v3379 = stablehlo.multiply %v3011, %v3378 : tensor<192xf32>
    %v3380 = stablehlo.subtract %v893, %v3379 : tensor<192xf32>
    %v3381 = stablehlo.multiply %v2933, %v3012 : tensor<192xf32>
    %v3382 = stablehlo.add %v3381, %v1899 : tensor<192xf32>
    %v3383 = stablehlo.multiply %v3011, %v3382 : tensor<192xf32>
    %v3384 = stablehlo.subtract %v894, %v3383 : tensor<192xf32>
    %v3385 = stablehlo.multiply %v2934, %v3012 : tensor<192xf32>
    %v3386 = stablehlo.add %v3385, %v1896 : tensor<192xf32>
    %v3387 = stablehlo.multiply %v3011, %v3386 : tensor<192xf32>
    %v3388 = stablehlo.subtract %v895, %v3387 : tensor<192xf32>
    %v3389 = stablehlo.transpose %v1894, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3390 = stablehlo.multiply %v2935, %v3073 : tensor<768x192xf32>
    %v3391 = stablehlo.add %v3390, %v3389 : tensor<768x192xf32>
    %v3392 = stablehlo.multiply %v3072, %v3391 : tensor<768x192xf32>
    %v3393 = stablehlo.subtract %v896, %v3392 : tensor<768x192xf32>
    %v3394 = stablehlo.multiply %v2936, %v3079 : tensor<768xf32>
    %v3395 = stablehlo.add %v3394, %v1895 : tensor<768xf32>
    %v3396 = stablehlo.multiply %v3078, %v3395 : tensor<768xf32>
    %v3397 = stablehlo.subtract %v898, %v3396 : tensor<768xf32>
    %v3398 = stablehlo.transpose %v1884, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3399 = stablehlo.multiply %v2937, %v3086 : tensor<192x768xf32>
    %v3400 = stablehlo.add %v3399, %v3398 : tensor<192x768xf32>
    %v3401 = stablehlo.multiply %v3085, %v3400 : tensor<192x768xf32>
    %v3402 = stablehlo.subtract %v899, %v3401 : tensor<192x768xf32>
    %v3403 = stablehlo.multiply %v2938, %v3012 : tensor<192xf32>
    %v3404 = stablehlo.add %v3403, %v1885 : tensor<192xf32>
    %v3405 = stablehlo.multiply %v3011, %v3404 : tensor<192xf32>
    %v3406 = stablehlo.subtract %v901, %v3405 : tensor<192xf32>
    %v3407 = stablehlo.multiply %v2939, %v3012 : tensor<192xf32>
    %v3408 = stablehlo.add %v3407, %v1870 : tensor<192xf32>
    %v3409 = stablehlo.multiply %v3011, %v3408 : tensor<192xf32>
    %v3410 = stablehlo.subtract %v972, %v3409 : tensor<192xf32>
    %v3411 = stablehlo.multiply %v2940, %v3012 : tensor<192xf32>
    %v3412 = stablehlo.add %v3411, %v1867 : tensor<192xf32>
    %v3413 = stablehlo.multiply %v3011, %v3412 : tensor<192xf32>
    %v3414 = stablehlo.subtract %v973, %v3413 : tensor<192xf32>
    %v3415 = stablehlo.transpose %v1865, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3416 = stablehlo.multiply %v2941, %v3041 : tensor<576x192xf32>
    %v3417 = stablehlo.add %v3416, %v3415 : tensor<576x192xf32>
    %v3418 = stablehlo.multiply %v3040, %v3417 : tensor<576x192xf32>
    %v3419 = stablehlo.subtract %v974, %v3418 : tensor<576x192xf32>
    %v3420 = stablehlo.multiply %v2942, %v3047 : tensor<576xf32>
    %v3421 = stablehlo.add %v3420, %v1866 : tensor<576xf32>
    %v3422 = stablehlo.multiply %v3046, %v3421 : tensor<576xf32>
    %v3423 = stablehlo.subtract %v976, %v3422 : tensor<576xf32>
    %v3424 = stablehlo.transpose %v1843, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3425 = stablehlo.multiply %v2943, %v3054 : tensor<192x192xf32>
    %v3426 = stablehlo.add %v3425, %v3424 : tensor<192x192xf32>
    %v3427 = stablehlo.multiply %v3053, %v3426 : tensor<192x192xf32>
    %v3428 = stablehlo.subtract %v977, %v3427 : tensor<192x192xf32>
    %v3429 = stablehlo.multiply %v2944, %v3012 : tensor<192xf32>
    %v3430 = stablehlo.add %v3429, %v1844 : tensor<192xf32>
    %v3431 = stablehlo.multiply %v3011, %v3430 : tensor<192xf32>
    %v3432 = stablehlo.subtract %v979, %v3431 : tensor<192xf32>
    %v3433 = stablehlo.multiply %v2945, %v3012 : tensor<192xf32>
    %v3434 = stablehlo.add %v3433, %v1829 : tensor<192xf32>
    %v3435 = stablehlo.multiply %v3011, %v3434 : tensor<192xf32>
    %v3436 = stablehlo.subtract %v980, %v3435 : tensor<192xf32>
    %v3437 = stablehlo.multiply %v2946, %v3012 : tensor<192xf32>
    %v3438 = stablehlo.add %v3437, %v1826 : tensor<192xf32>
    %v3439 = stablehlo.multiply %v3011, %v3438 : tensor<192xf32>
    %v3440 = stablehlo.subtract %v981, %v3439 : tensor<192xf32>
    %v3441 = stablehlo.transpose %v1824, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3442 = stablehlo.multiply %v2947, %v3073 : tensor<768x192xf32>
    %v3443 = stablehlo.add %v3442, %v3441 : tensor<768x192xf32>
    %v3444 = stablehlo.multiply %v3072, %v3443 : tensor<768x192xf32>
    %v3445 = stablehlo.subtract %v982, %v3444 : tensor<768x192xf32>
    %v3446 = stablehlo.multiply %v2948, %v3079 : tensor<768xf32>
    %v3447 = stablehlo.add %v3446, %v1825 : tensor<768xf32>
    %v3448 = stablehlo.multiply %v3078, %v3447 : tensor<768xf32>
    %v3449 = stablehlo.subtract %v984, %v3448 : tensor<768xf32>
    %v3450 = stablehlo.transpose %v1814, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3451 = stablehlo.multiply %v2949, %v3086 : tensor<192x768xf32>
    %v3452 = stablehlo.add %v3451, %v3450 : tensor<192x768xf32>
    %v3453 = stablehlo.multiply %v3085, %v3452 : tensor<192x768xf32>
    %v3454 = stablehlo.subtract %v985, %v3453 : tensor<192x768xf32>
    %v3455 = stablehlo.multiply %v2950, %v3012 : tensor<192xf32>
    %v3456 = stablehlo.add %v3455, %v1815 : tensor<192xf32>
    %v3457 = stablehlo.multiply %v3011, %v3456 : tensor<192xf32>
    %v3458 = stablehlo.subtract %v987, %v3457 : tensor<192xf32>
    %v3459 = stablehlo.multiply %v2951, %v3012 : tensor<192xf32>
    %v3460 = stablehlo.add %v3459, %v1800 : tensor<192xf32>
    %v3461 = stablehlo.multiply %v3011, %v3460 : tensor<192xf32>
    %v3462 = stablehlo.subtract %v1058, %v3461 : tensor<192xf32>
    %v3463 = stablehlo.multiply %v2952, %v3012 : tensor<192xf32>
    %v3464 = stablehlo.add %v3463, %v1797 : tensor<192xf32>
    %v3465 = stablehlo.multiply %v3011, %v3464 : tensor<192xf32>
    %v3466 = stablehlo.subtract %v1059, %v3465 : tensor<192xf32>
    %v3467 = stablehlo.transpose %v1795, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3468 = stablehlo.multiply %v2953, %v3041 : tensor<576x192xf32>
    %v3469 = stablehlo.add %v3468, %v3467 : tensor<576x192xf32>
    %v3470 = stablehlo.multiply %v3040, %v3469 : tensor<576x192xf32>
    %v3471 = stablehlo.subtract %v1060, %v3470 : tensor<576x192xf32>
    %v3472 = stablehlo.multiply %v2954, %v3047 : tensor<576xf32>
    %v3473 = stablehlo.add %v3472, %v1796 : tensor<576xf32>
    %v3474 = stablehlo.multiply %v3046, %v3473 : tensor<576xf32>
    %v3475 = stablehlo.subtract %v1062, %v3474 : tensor<576xf32>
    %v3476 = stablehlo.transpose %v1773, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3477 = stablehlo.multiply %v2955, %v3054 : tensor<192x192xf32>
    %v3478 = stablehlo.add %v3477, %v3476 : tensor<192x192xf32>
    %v3479 = stablehlo.multiply %v3053, %v3478 : tensor<192x192xf32>
    %v3480 = stablehlo.subtract %v1063, %v3479 : tensor<192x192xf32>
    %v3481 = stablehlo.multiply %v2956, %v3012 : tensor<192xf32>
    %v3482 = stablehlo.add %v3481, %v1774 : tensor<192xf32>
    %v3483 = stablehlo.multiply %v3011, %v3482 : tensor<192xf32>
    %v3484 = stablehlo.subtract %v1065, %v3483 : tensor<192xf32>
    %v3485 = stablehlo.multiply %v2957, %v3012 : tensor<192xf32>
    %v3486 = stablehlo.add %v3485, %v1759 : tensor<192xf32>
    %v3487 = stablehlo.multiply %v3011, %v3486 : tensor<192xf32>
    %v3488 = stablehlo.subtract %v1066, %v3487 : tensor<192xf32>
    %v3489 = stablehlo.multiply %v2958, %v3012 : tensor<192xf32>
    %v3490 = stablehlo.add %v3489, %v1756 : tensor<192xf32>
    %v3491 = stablehlo.multiply %v3011, %v3490 : tensor<192xf32>
    %v3492 = stablehlo.subtract %v1067, %v3491 : tensor<192xf32>
    %v3493 = stablehlo.transpose %v1754, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3494 = stablehlo.multiply %v2959, %v3073 : tensor<768x192xf32>
    %v3495 = stablehlo.add %v3494, %v3493 : tensor<768x192xf32>
    %v3496 = stablehlo.multiply %v3072, %v3495 : tensor<768x192xf32>
    %v3497 = stablehlo.subtract %v1068, %v3496 : tensor<768x192xf32>
    %v3498 = stablehlo.multiply %v2960, %v3079 : tensor<768xf32>
    %v3499 = stablehlo.add %v3498, %v1755 : tensor<768xf32>
    %v3500 = stablehlo.multiply %v3078, %v3499 : tensor<768xf32>
    %v3501 = stablehlo.subtract %v1070, %v3500 : tensor<768xf32>
    %v3502 = stablehlo.transpose %v1744, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3503 = stablehlo.multiply %v2961, %v3086 : tensor<192x768xf32>
    %v3504 = stablehlo.add %v3503, %v3502 : tensor<192x768xf32>
    %v3505 = stablehlo.multiply %v3085, %v3504 : tensor<192x768xf32>
    %v3506 = stablehlo.subtract %v1071, %v3505 : tensor<192x768xf32>
    %v3507 = stablehlo.multiply %v2962, %v3012 : tensor<192xf32>
    %v3508 = stablehlo.add %v3507, %v1745 : tensor<192xf32>
    %v3509 = stablehlo.multiply %v3011, %v3508 : tensor<192xf32>
    %v3510 = stablehlo.subtract %v1073, %v3509 : tensor<192xf32>
    %v3511 = stablehlo.multiply %v2963, %v3012 : tensor<192xf32>
    %v3512 = stablehlo.add %v3511, %v1730 : tensor<192xf32>
    %v3513 = stablehlo.multiply %v3011, %v3512 : tensor<192xf32>
    %v3514 = stablehlo.subtract %v1144, %v3513 : tensor<192xf32>
    %v3515 = stablehlo.multiply %v2964, %v3012 : tensor<192xf32>
    %v3516 = stablehlo.add %v3515, %v1727 : tensor<192xf32>
    %v3517 = stablehlo.multiply %v3011, %v3516 : tensor<192xf32>
    %v3518 = stablehlo.subtract %v1145, %v3517 : tensor<192xf32>
    %v3519 = stablehlo.transpose %v1725, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3520 = stablehlo.multiply %v2965, %v3041 : tensor<576x192xf32>
    %v3521 = stablehlo.add %v3520, %v3519 : tensor<576x192xf32>
    %v3522 = stablehlo.multiply %v3040, %v3521 : tensor<576x192xf32>
    %v3523 = stablehlo.subtract %v1146, %v3522 : tensor<576x192xf32>
    %v3524 = stablehlo.multiply %v2966, %v3047 : tensor<576xf32>
    %v3525 = stablehlo.add %v3524, %v1726 : tensor<576xf32>
    %v3526 = stablehlo.multiply %v3046, %v3525 : tensor<576xf32>
    %v3527 = stablehlo.subtract %v1148, %v3526 : tensor<576xf32>
    %v3528 = stablehlo.transpose %v1703, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3529 = stablehlo.multiply %v2967, %v3054 : tensor<192x192xf32>
    %v3530 = stablehlo.add %v3529, %v3528 : tensor<192x192xf32>
    %v3531 = stablehlo.multiply %v3053, %v3530 : tensor<192x192xf32>
    %v3532 = stablehlo.subtract %v1149, %v3531 : tensor<192x192xf32>
    %v3533 = stablehlo.multiply %v2968, %v3012 : tensor<192xf32>
    %v3534 = stablehlo.add %v3533, %v1704 : tensor<192xf32>
    %v3535 = stablehlo.multiply %v3011, %v3534 : tensor<192xf32>
    %v3536 = stablehlo.subtract %v1151, %v3535 : tensor<192xf32>
    %v3537 = stablehlo.multiply %v2969, %v3012 : tensor<192xf32>
    %v3538 = stablehlo.add %v3537, %v1689 : tensor<192xf32>
    %v3539 = stablehlo.multiply %v3011, %v3538 : tensor<192xf32>
    %v3540 = stablehlo.subtract %v1152, %v3539 : tensor<192xf32>
    %v3541 = stablehlo.multiply %v2970, %v3012 : tensor<192xf32>
    %v3542 = stablehlo.add %v3541, %v1686 : tensor<192xf32>
    %v3543 = stablehlo.multiply %v3011, %v3542 : tensor<192xf32>
    %v3544 = stablehlo.subtract %v1153, %v3543 : tensor<192xf32>
    %v3545 = stablehlo.transpose %v1684, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3546 = stablehlo.multiply %v2971, %v3073 : tensor<768x192xf32>
    %v3547 = stablehlo.add %v3546, %v3545 : tensor<768x192xf32>
    %v3548 = stablehlo.multiply %v3072, %v3547 : tensor<768x192xf32>
    %v3549 = stablehlo.subtract %v1154, %v3548 : tensor<768x192xf32>
    %v3550 = stablehlo.multiply %v2972, %v3079 : tensor<768xf32>
    %v3551 = stablehlo.add %v3550, %v1685 : tensor<768xf32>
    %v3552 = stablehlo.multiply %v3078, %v3551 : tensor<768xf32>
    %v3553 = stablehlo.subtract %v1156, %v3552 : tensor<768xf32>
    %v3554 = stablehlo.transpose %v1674, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3555 = stablehlo.multiply %v2973, %v3086 : tensor<192x768xf32>
    %v3556 = stablehlo.add %v3555, %v3554 : tensor<192x768xf32>
    %v3557 = stablehlo.multiply %v3085, %v3556 : tensor<192x768xf32>
    %v3558 = stablehlo.subtract %v1157, %v3557 : tensor<192x768xf32>
    %v3559 = stablehlo.multiply %v2974, %v3012 : tensor<192xf32>
    %v3560 = stablehlo.add %v3559, %v1675 : tensor<192xf32>
    %v3561 = stablehlo.multiply %v3011, %v3560 : tensor<192xf32>
    %v3562 = stablehlo.subtract %v1159, %v3561 : tensor<192xf32>
    %v3563 = stablehlo.multiply %v2975, %v3012 : tensor<192xf32>
    %v3564 = stablehlo.add %v3563, %v1660 : tensor<192xf32>
    %v3565 = stablehlo.multiply %v3011, %v3564 : tensor<192xf32>
    %v3566 = stablehlo.subtract %v1230, %v3565 : tensor<192xf32>
    %v3567 = stablehlo.multiply %v2976, %v3012 : tensor<192xf32>
    %v3568 = stablehlo.add %v3567, %v1657 : tensor<192xf32>
    %v3569 = stablehlo.multiply %v3011, %v3568 : tensor<192xf32>
    %v3570 = stablehlo.subtract %v1231, %v3569 : tensor<192xf32>
    %v3571 = stablehlo.transpose %v1655, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3572 = stablehlo.multiply %v2977, %v3041 : tensor<576x192xf32>
    %v3573 = stablehlo.add %v3572, %v3571 : tensor<576x192xf32>
    %v3574 = stablehlo.multiply %v3040, %v3573 : tensor<576x192xf32>
    %v3575 = stablehlo.subtract %v1232, %v3574 : tensor<576x192xf32>
    %v3576 = stablehlo.multiply %v2978, %v3047 : tensor<576xf32>
    %v3577 = stablehlo.add %v3576, %v1656 : tensor<576xf32>
    %v3578 = stablehlo.multiply %v3046, %v3577 : tensor<576xf32>
    %v3579 = stablehlo.subtract %v1234, %v3578 : tensor<576xf32>
    %v3580 = stablehlo.transpose %v1633, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3581 = stablehlo.multiply %v2979, %v3054 : tensor<192x192xf32>
    %v3582 = stablehlo.add %v3581, %v3580 : tensor<192x192xf32>
    %v3583 = stablehlo.multiply %v3053, %v3582 : tensor<192x192xf32>
    %v3584 = stablehlo.subtract %v1235, %v3583 : tensor<192x192xf32>
    %v3585 = stablehlo.multiply %v2980, %v3012 : tensor<192xf32>
    %v3586 = stablehlo.add %v3585, %v1634 : tensor<192xf32>
    %v3587 = stablehlo.multiply %v3011, %v3586 : tensor<192xf32>
    %v3588 = stablehlo.subtract %v1237, %v3587 : tensor<192xf32>
    %v3589 = stablehlo.multiply %v2981, %v3012 : tensor<192xf32>
    %v3590 = stablehlo.add %v3589, %v1619 : tensor<192xf32>
    %v3591 = stablehlo.multiply %v3011, %v3590 : tensor<192xf32>
    %v3592 = stablehlo.subtract %v1238, %v3591 : tensor<192xf32>
    %v3593 = stablehlo.multiply %v2982, %v3012 : tensor<192xf32>
    %v3594 = stablehlo.add %v3593, %v1616 : tensor<192xf32>
    %v3595 = stablehlo.multiply %v3011, %v3594 : tensor<192xf32>
    %v3596 = stablehlo.subtract %v1239, %v3595 : tensor<192xf32>
    %v3597 = stablehlo.transpose %v1614, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3598 = stablehlo.multiply %v2983, %v3073 : tensor<768x192xf32>
    %v3599 = stablehlo.add %v3598, %v3597 : tensor<768x192xf32>
    %v3600 = stablehlo.multiply %v3072, %v3599 : tensor<768x192xf32>
    %v3601 = stablehlo.subtract %v1240, %v3600 : tensor<768x192xf32>
    %v3602 = stablehlo.multiply %v2984, %v3079 : tensor<768xf32>
    %v3603 = stablehlo.add %v3602, %v1615 : tensor<768xf32>
    %v3604 = stablehlo.multiply %v3078, %v3603 : tensor<768xf32>
    %v3605 = stablehlo.subtract %v1242, %v3604 : tensor<768xf32>
    %v3606 = stablehlo.transpose %v1602, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3607 = stablehlo.multiply %v2985, %v3086 : tensor<192x768xf32>
    %v3608 = stablehlo.add %v3607, %v3606 : tensor<192x768xf32>
    %v3609 = stablehlo.multiply %v3085, %v3608 : tensor<192x768xf32>
    %v3610 = stablehlo.subtract %v1243, %v3609 : tensor<192x768xf32>
    %v3611 = stablehlo.multiply %v2986, %v3012 : tensor<192xf32>
    %v3612 = stablehlo.add %v3611, %v1603 : tensor<192xf32>
    %v3613 = stablehlo.multiply %v3011, %v3612 : tensor<192xf32>
    %v3614 = stablehlo.subtract %v1245, %v3613 : tensor<192xf32>
    %v3615 = stablehlo.multiply %v2987, %v3012 : tensor<192xf32>
    %v3616 = stablehlo.add %v3615, %v1588 : tensor<192xf32>
    %v3617 = stablehlo.multiply %v3011, %v3616 : tensor<192xf32>
    %v3618 = stablehlo.subtract %v1316, %v3617 : tensor<192xf32>
    %v3619 = stablehlo.multiply %v2988, %v3012 : tensor<192xf32>
    %v3620 = stablehlo.add %v3619, %v1585 : tensor<192xf32>
    %v3621 = stablehlo.multiply %v3011, %v3620 : tensor<192xf32>
    %v3622 = stablehlo.subtract %v1317, %v3621 : tensor<192xf32>
    %v3623 = stablehlo.transpose %v1580, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3624 = stablehlo.multiply %v2989, %v3041 : tensor<576x192xf32>
    %v3625 = stablehlo.add %v3624, %v3623 : tensor<576x192xf32>
    %v3626 = stablehlo.multiply %v3040, %v3625 : tensor<576x192xf32>
    %v3627 = stablehlo.subtract %v1318, %v3626 : tensor<576x192xf32>
    %v3628 = stablehlo.multiply %v2990, %v3047 : tensor<576xf32>
    %v3629 = stablehlo.add %v3628, %v1581 : tensor<576xf32>
    %v3630 = stablehlo.multiply %v3046, %v3629 : tensor<576xf32>
    %v3631 = stablehlo.subtract %v1320, %v3630 : tensor<576xf32>
    %v3632 = stablehlo.transpose %v1558, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3633 = stablehlo.multiply %v2991, %v3054 : tensor<192x192xf32>
    %v3634 = stablehlo.add %v3633, %v3632 : tensor<192x192xf32>
    %v3635 = stablehlo.multiply %v3053, %v3634 : tensor<192x192xf32>
    %v3636 = stablehlo.subtract %v1321, %v3635 : tensor<192x192xf32>
    %v3637 = stablehlo.multiply %v2992, %v3012 : tensor<192xf32>
    %v3638 = stablehlo.add %v3637, %v1559 : tensor<192xf32>
    %v3639 = stablehlo.multiply %v3011, %v3638 : tensor<192xf32>
    %v3640 = stablehlo.subtract %v1323, %v3639 : tensor<192xf32>
    %v3641 = stablehlo.multiply %v2993, %v3012 : tensor<192xf32>
    %v3642 = stablehlo.add %v3641, %v1541 : tensor<192xf32>
    %v3643 = stablehlo.multiply %v3011, %v3642 : tensor<192xf32>
    %v3644 = stablehlo.subtract %v1324, %v3643 : tensor<192xf32>
    %v3645 = stablehlo.multiply %v2994, %v3012 : tensor<192xf32>
    %v3646 = stablehlo.add %v3645, %v1538 : tensor<192xf32>
    %v3647 = stablehlo.multiply %v3011, %v3646 : tensor<192xf32>
    %v3648 = stablehlo.subtract %v1325, %v3647 : tensor<192xf32>
    %v3649 = stablehlo.transpose %v1532, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3650 = stablehlo.multiply %v2995, %v3073 : tensor<768x192xf32>
    %v3651 = stablehlo.add %v3650, %v3649 : tensor<768x192xf32>
    %v3652 = stablehlo.multiply %v3072, %v3651 : tensor<768x192xf32>
    %v3653 = stablehlo.subtract %v1326, %v3652 : tensor<768x192xf32>
    %v3654 = stablehlo.multiply %v2996, %v3079 : tensor<768xf32>
    %v3655 = stablehlo.add %v3654, %v1533 : tensor<768xf32>
    %v3656 = stablehlo.multiply %v3078, %v3655 : tensor<768xf32>
    %v3657 = stablehlo.subtract %v1328, %v3656 : tensor<768xf32>
    %v3658 = stablehlo.transpose %v1520, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3659 = stablehlo.multiply %v2997, %v3086 : tensor<192x768xf32>
    %v3660 = stablehlo.add %v3659, %v3658 : tensor<192x768xf32>
    %v3661 = stablehlo.multiply %v3085, %v3660 : tensor<192x768xf32>
    %v3662 = stablehlo.subtract %v1329, %v3661 : tensor<192x768xf32>
    %v3663 = stablehlo.multiply %v2998, %v3012 : tensor<192xf32>
    %v3664 = stablehlo.add %v3663, %v1521 : tensor<192xf32>
    %v3665 = stablehlo.multiply %v3011, %v3664 : tensor<192xf32>
    %v3666 = stablehlo.subtract %v1331, %v3665 : tensor<192xf32>
    %v3667 = stablehlo.multiply %v2999, %v3012 : tensor<192xf32>
    %v3668 = stablehlo.add %v3667, %v1507 : tensor<192xf32>
    %v3669 = stablehlo.multiply %v3011, %v3668 : tensor<192xf32>
    %v3670 = stablehlo.subtract %v1411, %v3669 : tensor<192xf32>
    %v3671 = stablehlo.multiply %v3000, %v3012 : tensor<192xf32>
    %v3672 = stablehlo.add %v3671, %v1504 : tensor<192xf32>
    %v3673 = stablehlo.multiply %v3011, %v3672 : tensor<192xf32>
    %v3674 = stablehlo.subtract %v1412, %v3673 : tensor<192xf32>
    %v3675 = stablehlo.transpose %v1502, dims = [1, 0] : (tensor<192x10xf32>) -> tensor<10x192xf32>
    %v3676 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<10x192xf32>
    %v3677 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10x192xf32>
    %v3678 = stablehlo.multiply %v3001, %v3677 : tensor<10x192xf32>
    %v3679 = stablehlo.add %v3678, %v3675 : tensor<10x192xf32>
    %v3680 = stablehlo.multiply %v3676, %v3679 : tensor<10x192xf32>
    %v3681 = stablehlo.subtract %v1428, %v3680 : tensor<10x192xf32>
    %v3682 = stablehlo.broadcast_in_dim %v3003, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %v3683 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10xf32>
    %v3684 = stablehlo.multiply %v3002, %v3683 : tensor<10xf32>
    %v3685 = stablehlo.add %v3684, %v1503 : tensor<10xf32>
    %v3686 = stablehlo.multiply %v3682, %v3685 : tensor<10xf32>
    %v3687 = stablehlo.subtract %v1430, %v3686 : tensor<10xf32>
    return %v3010, %v3016, %v3023, %v3030, %v3034, %v3038, %v3045, %v3051, %v3058, %v3062, %v3066, %v3070, %v3077, %v3083, %v3090, %v3094, %v3098, %v3102, %v3107, %v3111, %v3116, %v3120, %v3124, %v3128, %v3133, %v3137, %v3142, %v3146, %v3150, %v3154, %v3159, %v3163, %v3168, %v3172, %v3176, %v3180, %v3185, %v3189, %v3194, %v3198, %v3202, %v3206, %v3211, %v3215, %v3220, %v3224, %v3228, %v3232, %v3237, %v3241, %v3246, %v3250, %v3254, %v3258, %v3263, %v3267, %v3272, %v3276, %v3280, %v3284, %v3289, %v3293, %v3298, %v3302, %v3306, %v3310, %v3315, %v3319, %v3324, %v3328, %v3332, %v3336, %v3341, %v3345, %v3350, %v3354, %v3358, %v3362, %v3367, %v3371, %v3376, %v3380, %v3384, %v3388, %v3393, %v3397, %v3402, %v3406, %v3410, %v3414, %v3419, %v3423, %v3428, %v3432, %v3436, %v3440, %v3445, %v3449, %v3454, %v3458, %v3462, %v3466, %v3471, %v3475, %v3480, %v3484, %v3488, %v3492, %v3497, %v3501, %v3506, %v3510, %v3514, %v3518, %v3523, %v3527, %v3532, %v3536, %v3540, %v3544, %v3549, %v3553, %v3558, %v3562, %v3566, %v3570, %v3575, %v3579, %v3584, %v3588, %v3592, %v3596, %v3601, %v3605, %v3610, %v3614, %v3618, %v3622, %v3627, %v3631, %v3636, %v3640, %v3644, %v3648, %v3653, %v3657, %v3662, %v3666, %v3670, %v3674, %v3681, %v3687, %v3008, %v3014, %v3021, %v3028, %v3032, %v3036, %v3043, %v3049, %v3056, %v3060, %v3064, %v3068, %v3075, %v3081, %v3088, %v3092, %v3096, %v3100, %v3105, %v3109, %v3114, %v3118, %v3122, %v3126, %v3131, %v3135, %v3140, %v3144, %v3148, %v3152, %v3157, %v3161, %v3166, %v3170, %v3174, %v3178, %v3183, %v3187, %v3192, %v3196, %v3200, %v3204, %v3209, %v3213, %v3218, %v3222, %v3226, %v3230, %v3235, %v3239, %v3244, %v3248, %v3252, %v3256, %v3261, %v3265, %v3270, %v3274, %v3278, %v3282, %v3287, %v3291, %v3296, %v3300, %v3304, %v3308, %v3313, %v3317, %v3322, %v3326, %v3330, %v3334, %v3339, %v3343, %v3348, %v3352, %v3356, %v3360, %v3365, %v3369, %v3374, %v3378, %v3382, %v3386, %v3391, %v3395, %v3400, %v3404, %v3408, %v3412, %v3417, %v3421, %v3426, %v3430, %v3434, %v3438, %v3443, %v3447, %v3452, %v3456, %v3460, %v3464, %v3469, %v3473, %v3478, %v3482, %v3486, %v3490, %v3495, %v3499, %v3504, %v3508, %v3512, %v3516, %v3521, %v3525, %v3530, %v3534, %v3538, %v3542, %v3547, %v3551, %v3556, %v3560, %v3564, %v3568, %v3573, %v3577, %v3582, %v3586, %v3590, %v3594, %v3599, %v3603, %v3608, %v3612, %v3616, %v3620, %v3625, %v3629, %v3634, %v3638, %v3642, %v3646, %v3651, %v3655, %v3660, %v3664, %v3668, %v3672, %v3679, %v3685, %v1475 : tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>
  }
}
