module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v426: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v427: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v428: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v430: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v431: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v433: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v434: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v435: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v436: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v438: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v439: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v441: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v521: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v522: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v523: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v525: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v526: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v528: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v529: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v530: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v531: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v533: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v534: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v536: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v616: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v617: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v618: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v620: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v621: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v623: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v624: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v625: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v626: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v628: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v629: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v631: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v711: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v712: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v713: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v715: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v716: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v718: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v719: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v720: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v721: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v723: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v724: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v726: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v806: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v807: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v808: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v810: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v811: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v813: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v814: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v815: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v816: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v818: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v819: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v821: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v901: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v902: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v903: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v905: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v906: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v908: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v909: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v910: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v911: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v913: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v914: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v916: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v996: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v997: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v998: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v1000: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v1001: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v1003: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v1004: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v1005: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v1006: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v1008: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v1009: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v1011: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v1091: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v1092: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v1093: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v1095: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v1096: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v1098: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v1099: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v1100: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v1101: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v1103: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v1104: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v1106: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1186: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1187: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1188: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1190: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1191: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1193: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1194: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1195: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1196: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1198: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1199: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1201: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1281: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1282: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1283: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1285: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1286: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1288: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1289: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1290: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1291: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1293: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1294: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1296: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1376: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1377: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1378: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1380: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1381: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1383: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1384: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1385: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1386: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1388: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1389: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1391: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1471: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1472: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1473: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1475: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1476: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1478: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1479: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1480: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1481: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1483: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1484: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1486: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1566: tensor<192xf32> {vjp.name = "norm.weight"}, %v1567: tensor<192xf32> {vjp.name = "norm.bias"}, %v1717: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1719: tensor<10xf32> {vjp.name = "head.bias"}) -> (tensor<32x10xf32>) {
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
    %v27 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v28 = stablehlo.add %v26, %v27 : tensor<196x192xf32>
    %c3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v29 = "stablehlo.pad"(%v28, %c3) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c4 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v30 = "stablehlo.pad"(%v13, %c4) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v31 = stablehlo.add %v29, %v30 : tensor<197x192xf32>
    %v32 = stablehlo.add %v31, %v15 : tensor<197x192xf32>
    %v33 = stablehlo.reshape %v32 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v34 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 2, 0, 0, 0>, limit_indices = array<i64: 3, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v35 = stablehlo.reshape %v34 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v36 = stablehlo.reshape %v35 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v37 = stablehlo.transpose %v36, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v38 = stablehlo.reshape %v37 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v39 = stablehlo.dot_general %v38, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v40 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v41 = stablehlo.add %v39, %v40 : tensor<196x192xf32>
    %c5 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v42 = "stablehlo.pad"(%v41, %c5) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c6 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v43 = "stablehlo.pad"(%v13, %c6) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v44 = stablehlo.add %v42, %v43 : tensor<197x192xf32>
    %v45 = stablehlo.add %v44, %v15 : tensor<197x192xf32>
    %v46 = stablehlo.reshape %v45 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v47 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 3, 0, 0, 0>, limit_indices = array<i64: 4, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v48 = stablehlo.reshape %v47 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v49 = stablehlo.reshape %v48 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v50 = stablehlo.transpose %v49, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v51 = stablehlo.reshape %v50 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v52 = stablehlo.dot_general %v51, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v53 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v54 = stablehlo.add %v52, %v53 : tensor<196x192xf32>
    %c7 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v55 = "stablehlo.pad"(%v54, %c7) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c8 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v56 = "stablehlo.pad"(%v13, %c8) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v57 = stablehlo.add %v55, %v56 : tensor<197x192xf32>
    %v58 = stablehlo.add %v57, %v15 : tensor<197x192xf32>
    %v59 = stablehlo.reshape %v58 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v60 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 5, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v61 = stablehlo.reshape %v60 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v62 = stablehlo.reshape %v61 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v63 = stablehlo.transpose %v62, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v64 = stablehlo.reshape %v63 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v65 = stablehlo.dot_general %v64, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v66 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v67 = stablehlo.add %v65, %v66 : tensor<196x192xf32>
    %c9 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v68 = "stablehlo.pad"(%v67, %c9) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c10 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v69 = "stablehlo.pad"(%v13, %c10) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v70 = stablehlo.add %v68, %v69 : tensor<197x192xf32>
    %v71 = stablehlo.add %v70, %v15 : tensor<197x192xf32>
    %v72 = stablehlo.reshape %v71 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v73 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 5, 0, 0, 0>, limit_indices = array<i64: 6, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v74 = stablehlo.reshape %v73 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v75 = stablehlo.reshape %v74 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v76 = stablehlo.transpose %v75, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v77 = stablehlo.reshape %v76 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v78 = stablehlo.dot_general %v77, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v79 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v80 = stablehlo.add %v78, %v79 : tensor<196x192xf32>
    %c11 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v81 = "stablehlo.pad"(%v80, %c11) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c12 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v82 = "stablehlo.pad"(%v13, %c12) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v83 = stablehlo.add %v81, %v82 : tensor<197x192xf32>
    %v84 = stablehlo.add %v83, %v15 : tensor<197x192xf32>
    %v85 = stablehlo.reshape %v84 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v86 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 6, 0, 0, 0>, limit_indices = array<i64: 7, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v87 = stablehlo.reshape %v86 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v88 = stablehlo.reshape %v87 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v89 = stablehlo.transpose %v88, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v90 = stablehlo.reshape %v89 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v91 = stablehlo.dot_general %v90, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v92 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v93 = stablehlo.add %v91, %v92 : tensor<196x192xf32>
    %c13 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.pad"(%v93, %c13) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c14 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v95 = "stablehlo.pad"(%v13, %c14) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v96 = stablehlo.add %v94, %v95 : tensor<197x192xf32>
    %v97 = stablehlo.add %v96, %v15 : tensor<197x192xf32>
    %v98 = stablehlo.reshape %v97 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v99 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 7, 0, 0, 0>, limit_indices = array<i64: 8, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v100 = stablehlo.reshape %v99 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v101 = stablehlo.reshape %v100 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v102 = stablehlo.transpose %v101, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v103 = stablehlo.reshape %v102 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v104 = stablehlo.dot_general %v103, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v105 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v106 = stablehlo.add %v104, %v105 : tensor<196x192xf32>
    %c15 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v107 = "stablehlo.pad"(%v106, %c15) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c16 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v108 = "stablehlo.pad"(%v13, %c16) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v109 = stablehlo.add %v107, %v108 : tensor<197x192xf32>
    %v110 = stablehlo.add %v109, %v15 : tensor<197x192xf32>
    %v111 = stablehlo.reshape %v110 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v112 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 9, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v113 = stablehlo.reshape %v112 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v114 = stablehlo.reshape %v113 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v115 = stablehlo.transpose %v114, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v116 = stablehlo.reshape %v115 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v117 = stablehlo.dot_general %v116, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v118 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v119 = stablehlo.add %v117, %v118 : tensor<196x192xf32>
    %c17 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v120 = "stablehlo.pad"(%v119, %c17) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v121 = "stablehlo.pad"(%v13, %c18) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v122 = stablehlo.add %v120, %v121 : tensor<197x192xf32>
    %v123 = stablehlo.add %v122, %v15 : tensor<197x192xf32>
    %v124 = stablehlo.reshape %v123 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v125 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 9, 0, 0, 0>, limit_indices = array<i64: 10, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v126 = stablehlo.reshape %v125 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v127 = stablehlo.reshape %v126 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v128 = stablehlo.transpose %v127, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v129 = stablehlo.reshape %v128 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v130 = stablehlo.dot_general %v129, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v131 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v132 = stablehlo.add %v130, %v131 : tensor<196x192xf32>
    %c19 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v133 = "stablehlo.pad"(%v132, %c19) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c20 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v134 = "stablehlo.pad"(%v13, %c20) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v135 = stablehlo.add %v133, %v134 : tensor<197x192xf32>
    %v136 = stablehlo.add %v135, %v15 : tensor<197x192xf32>
    %v137 = stablehlo.reshape %v136 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v138 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 10, 0, 0, 0>, limit_indices = array<i64: 11, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v139 = stablehlo.reshape %v138 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v140 = stablehlo.reshape %v139 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v141 = stablehlo.transpose %v140, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v142 = stablehlo.reshape %v141 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v143 = stablehlo.dot_general %v142, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v144 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v145 = stablehlo.add %v143, %v144 : tensor<196x192xf32>
    %c21 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v146 = "stablehlo.pad"(%v145, %c21) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v147 = "stablehlo.pad"(%v13, %c22) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v148 = stablehlo.add %v146, %v147 : tensor<197x192xf32>
    %v149 = stablehlo.add %v148, %v15 : tensor<197x192xf32>
    %v150 = stablehlo.reshape %v149 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v151 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 11, 0, 0, 0>, limit_indices = array<i64: 12, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v152 = stablehlo.reshape %v151 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v153 = stablehlo.reshape %v152 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v154 = stablehlo.transpose %v153, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v155 = stablehlo.reshape %v154 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v156 = stablehlo.dot_general %v155, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v157 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v158 = stablehlo.add %v156, %v157 : tensor<196x192xf32>
    %c23 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v159 = "stablehlo.pad"(%v158, %c23) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v160 = "stablehlo.pad"(%v13, %c24) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v161 = stablehlo.add %v159, %v160 : tensor<197x192xf32>
    %v162 = stablehlo.add %v161, %v15 : tensor<197x192xf32>
    %v163 = stablehlo.reshape %v162 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v164 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 13, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v165 = stablehlo.reshape %v164 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v166 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v167 = stablehlo.transpose %v166, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v168 = stablehlo.reshape %v167 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v169 = stablehlo.dot_general %v168, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v170 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v171 = stablehlo.add %v169, %v170 : tensor<196x192xf32>
    %c25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v172 = "stablehlo.pad"(%v171, %c25) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v173 = "stablehlo.pad"(%v13, %c26) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v174 = stablehlo.add %v172, %v173 : tensor<197x192xf32>
    %v175 = stablehlo.add %v174, %v15 : tensor<197x192xf32>
    %v176 = stablehlo.reshape %v175 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v177 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 13, 0, 0, 0>, limit_indices = array<i64: 14, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v178 = stablehlo.reshape %v177 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v179 = stablehlo.reshape %v178 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v180 = stablehlo.transpose %v179, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v181 = stablehlo.reshape %v180 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v182 = stablehlo.dot_general %v181, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v183 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v184 = stablehlo.add %v182, %v183 : tensor<196x192xf32>
    %c27 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v185 = "stablehlo.pad"(%v184, %c27) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c28 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v186 = "stablehlo.pad"(%v13, %c28) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v187 = stablehlo.add %v185, %v186 : tensor<197x192xf32>
    %v188 = stablehlo.add %v187, %v15 : tensor<197x192xf32>
    %v189 = stablehlo.reshape %v188 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v190 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 14, 0, 0, 0>, limit_indices = array<i64: 15, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v191 = stablehlo.reshape %v190 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v192 = stablehlo.reshape %v191 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v193 = stablehlo.transpose %v192, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v194 = stablehlo.reshape %v193 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v195 = stablehlo.dot_general %v194, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v196 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v197 = stablehlo.add %v195, %v196 : tensor<196x192xf32>
    %c29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v198 = "stablehlo.pad"(%v197, %c29) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c30 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v199 = "stablehlo.pad"(%v13, %c30) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v200 = stablehlo.add %v198, %v199 : tensor<197x192xf32>
    %v201 = stablehlo.add %v200, %v15 : tensor<197x192xf32>
    %v202 = stablehlo.reshape %v201 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v203 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 15, 0, 0, 0>, limit_indices = array<i64: 16, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v204 = stablehlo.reshape %v203 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v205 = stablehlo.reshape %v204 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v206 = stablehlo.transpose %v205, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v207 = stablehlo.reshape %v206 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v208 = stablehlo.dot_general %v207, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v209 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v210 = stablehlo.add %v208, %v209 : tensor<196x192xf32>
    %c31 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v211 = "stablehlo.pad"(%v210, %c31) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c32 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v212 = "stablehlo.pad"(%v13, %c32) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v213 = stablehlo.add %v211, %v212 : tensor<197x192xf32>
    %v214 = stablehlo.add %v213, %v15 : tensor<197x192xf32>
    %v215 = stablehlo.reshape %v214 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v216 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 17, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v217 = stablehlo.reshape %v216 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v218 = stablehlo.reshape %v217 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v219 = stablehlo.transpose %v218, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v220 = stablehlo.reshape %v219 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v221 = stablehlo.dot_general %v220, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v222 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v223 = stablehlo.add %v221, %v222 : tensor<196x192xf32>
    %c33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v224 = "stablehlo.pad"(%v223, %c33) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c34 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v225 = "stablehlo.pad"(%v13, %c34) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v226 = stablehlo.add %v224, %v225 : tensor<197x192xf32>
    %v227 = stablehlo.add %v226, %v15 : tensor<197x192xf32>
    %v228 = stablehlo.reshape %v227 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v229 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 17, 0, 0, 0>, limit_indices = array<i64: 18, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v230 = stablehlo.reshape %v229 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v231 = stablehlo.reshape %v230 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v232 = stablehlo.transpose %v231, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v233 = stablehlo.reshape %v232 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v234 = stablehlo.dot_general %v233, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v235 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v236 = stablehlo.add %v234, %v235 : tensor<196x192xf32>
    %c35 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v237 = "stablehlo.pad"(%v236, %c35) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c36 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v238 = "stablehlo.pad"(%v13, %c36) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v239 = stablehlo.add %v237, %v238 : tensor<197x192xf32>
    %v240 = stablehlo.add %v239, %v15 : tensor<197x192xf32>
    %v241 = stablehlo.reshape %v240 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v242 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 18, 0, 0, 0>, limit_indices = array<i64: 19, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v243 = stablehlo.reshape %v242 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v244 = stablehlo.reshape %v243 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v245 = stablehlo.transpose %v244, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v246 = stablehlo.reshape %v245 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v247 = stablehlo.dot_general %v246, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v248 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v249 = stablehlo.add %v247, %v248 : tensor<196x192xf32>
    %c37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v250 = "stablehlo.pad"(%v249, %c37) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c38 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v251 = "stablehlo.pad"(%v13, %c38) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v252 = stablehlo.add %v250, %v251 : tensor<197x192xf32>
    %v253 = stablehlo.add %v252, %v15 : tensor<197x192xf32>
    %v254 = stablehlo.reshape %v253 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v255 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 19, 0, 0, 0>, limit_indices = array<i64: 20, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v256 = stablehlo.reshape %v255 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v257 = stablehlo.reshape %v256 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v258 = stablehlo.transpose %v257, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v259 = stablehlo.reshape %v258 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v260 = stablehlo.dot_general %v259, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v261 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v262 = stablehlo.add %v260, %v261 : tensor<196x192xf32>
    %c39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v263 = "stablehlo.pad"(%v262, %c39) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v264 = "stablehlo.pad"(%v13, %c40) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v265 = stablehlo.add %v263, %v264 : tensor<197x192xf32>
    %v266 = stablehlo.add %v265, %v15 : tensor<197x192xf32>
    %v267 = stablehlo.reshape %v266 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v268 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 21, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v269 = stablehlo.reshape %v268 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v270 = stablehlo.reshape %v269 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v271 = stablehlo.transpose %v270, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v272 = stablehlo.reshape %v271 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v273 = stablehlo.dot_general %v272, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v274 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v275 = stablehlo.add %v273, %v274 : tensor<196x192xf32>
    %c41 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v276 = "stablehlo.pad"(%v275, %c41) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c42 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v277 = "stablehlo.pad"(%v13, %c42) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v278 = stablehlo.add %v276, %v277 : tensor<197x192xf32>
    %v279 = stablehlo.add %v278, %v15 : tensor<197x192xf32>
    %v280 = stablehlo.reshape %v279 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v281 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 21, 0, 0, 0>, limit_indices = array<i64: 22, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v282 = stablehlo.reshape %v281 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v283 = stablehlo.reshape %v282 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v284 = stablehlo.transpose %v283, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v285 = stablehlo.reshape %v284 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v286 = stablehlo.dot_general %v285, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v287 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v288 = stablehlo.add %v286, %v287 : tensor<196x192xf32>
    %c43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v289 = "stablehlo.pad"(%v288, %c43) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c44 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v290 = "stablehlo.pad"(%v13, %c44) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v291 = stablehlo.add %v289, %v290 : tensor<197x192xf32>
    %v292 = stablehlo.add %v291, %v15 : tensor<197x192xf32>
    %v293 = stablehlo.reshape %v292 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v294 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 22, 0, 0, 0>, limit_indices = array<i64: 23, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v295 = stablehlo.reshape %v294 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v296 = stablehlo.reshape %v295 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v297 = stablehlo.transpose %v296, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v298 = stablehlo.reshape %v297 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v299 = stablehlo.dot_general %v298, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v300 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v301 = stablehlo.add %v299, %v300 : tensor<196x192xf32>
    %c45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v302 = "stablehlo.pad"(%v301, %c45) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c46 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.pad"(%v13, %c46) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v304 = stablehlo.add %v302, %v303 : tensor<197x192xf32>
    %v305 = stablehlo.add %v304, %v15 : tensor<197x192xf32>
    %v306 = stablehlo.reshape %v305 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v307 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 23, 0, 0, 0>, limit_indices = array<i64: 24, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v308 = stablehlo.reshape %v307 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v309 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v310 = stablehlo.transpose %v309, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v311 = stablehlo.reshape %v310 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v312 = stablehlo.dot_general %v311, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v313 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v314 = stablehlo.add %v312, %v313 : tensor<196x192xf32>
    %c47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v315 = "stablehlo.pad"(%v314, %c47) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c48 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v316 = "stablehlo.pad"(%v13, %c48) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v317 = stablehlo.add %v315, %v316 : tensor<197x192xf32>
    %v318 = stablehlo.add %v317, %v15 : tensor<197x192xf32>
    %v319 = stablehlo.reshape %v318 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v320 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 25, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v321 = stablehlo.reshape %v320 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v322 = stablehlo.reshape %v321 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v323 = stablehlo.transpose %v322, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v324 = stablehlo.reshape %v323 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v325 = stablehlo.dot_general %v324, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v326 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v327 = stablehlo.add %v325, %v326 : tensor<196x192xf32>
    %c49 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v328 = "stablehlo.pad"(%v327, %c49) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c50 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v329 = "stablehlo.pad"(%v13, %c50) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v330 = stablehlo.add %v328, %v329 : tensor<197x192xf32>
    %v331 = stablehlo.add %v330, %v15 : tensor<197x192xf32>
    %v332 = stablehlo.reshape %v331 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v333 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 25, 0, 0, 0>, limit_indices = array<i64: 26, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v334 = stablehlo.reshape %v333 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v335 = stablehlo.reshape %v334 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v336 = stablehlo.transpose %v335, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v337 = stablehlo.reshape %v336 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v338 = stablehlo.dot_general %v337, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v339 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v340 = stablehlo.add %v338, %v339 : tensor<196x192xf32>
    %c51 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v341 = "stablehlo.pad"(%v340, %c51) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c52 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v342 = "stablehlo.pad"(%v13, %c52) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v343 = stablehlo.add %v341, %v342 : tensor<197x192xf32>
    %v344 = stablehlo.add %v343, %v15 : tensor<197x192xf32>
    %v345 = stablehlo.reshape %v344 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v346 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 26, 0, 0, 0>, limit_indices = array<i64: 27, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v347 = stablehlo.reshape %v346 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v348 = stablehlo.reshape %v347 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v349 = stablehlo.transpose %v348, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v350 = stablehlo.reshape %v349 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v351 = stablehlo.dot_general %v350, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v352 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v353 = stablehlo.add %v351, %v352 : tensor<196x192xf32>
    %c53 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v354 = "stablehlo.pad"(%v353, %c53) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c54 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v355 = "stablehlo.pad"(%v13, %c54) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v356 = stablehlo.add %v354, %v355 : tensor<197x192xf32>
    %v357 = stablehlo.add %v356, %v15 : tensor<197x192xf32>
    %v358 = stablehlo.reshape %v357 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v359 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 27, 0, 0, 0>, limit_indices = array<i64: 28, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v360 = stablehlo.reshape %v359 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v361 = stablehlo.reshape %v360 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v362 = stablehlo.transpose %v361, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v363 = stablehlo.reshape %v362 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v364 = stablehlo.dot_general %v363, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v365 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v366 = stablehlo.add %v364, %v365 : tensor<196x192xf32>
    %c55 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v367 = "stablehlo.pad"(%v366, %c55) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c56 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v368 = "stablehlo.pad"(%v13, %c56) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v369 = stablehlo.add %v367, %v368 : tensor<197x192xf32>
    %v370 = stablehlo.add %v369, %v15 : tensor<197x192xf32>
    %v371 = stablehlo.reshape %v370 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v372 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 29, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v373 = stablehlo.reshape %v372 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v374 = stablehlo.reshape %v373 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v375 = stablehlo.transpose %v374, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v376 = stablehlo.reshape %v375 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v377 = stablehlo.dot_general %v376, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v378 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v379 = stablehlo.add %v377, %v378 : tensor<196x192xf32>
    %c57 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v380 = "stablehlo.pad"(%v379, %c57) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c58 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v381 = "stablehlo.pad"(%v13, %c58) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v382 = stablehlo.add %v380, %v381 : tensor<197x192xf32>
    %v383 = stablehlo.add %v382, %v15 : tensor<197x192xf32>
    %v384 = stablehlo.reshape %v383 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v385 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 29, 0, 0, 0>, limit_indices = array<i64: 30, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v386 = stablehlo.reshape %v385 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v387 = stablehlo.reshape %v386 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v388 = stablehlo.transpose %v387, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v389 = stablehlo.reshape %v388 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v390 = stablehlo.dot_general %v389, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v391 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v392 = stablehlo.add %v390, %v391 : tensor<196x192xf32>
    %c59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v393 = "stablehlo.pad"(%v392, %c59) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c60 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v394 = "stablehlo.pad"(%v13, %c60) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v395 = stablehlo.add %v393, %v394 : tensor<197x192xf32>
    %v396 = stablehlo.add %v395, %v15 : tensor<197x192xf32>
    %v397 = stablehlo.reshape %v396 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v398 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 30, 0, 0, 0>, limit_indices = array<i64: 31, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v399 = stablehlo.reshape %v398 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v400 = stablehlo.reshape %v399 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v401 = stablehlo.transpose %v400, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v402 = stablehlo.reshape %v401 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v403 = stablehlo.dot_general %v402, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v404 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v405 = stablehlo.add %v403, %v404 : tensor<196x192xf32>
    %c61 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v406 = "stablehlo.pad"(%v405, %c61) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c62 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v407 = "stablehlo.pad"(%v13, %c62) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v408 = stablehlo.add %v406, %v407 : tensor<197x192xf32>
    %v409 = stablehlo.add %v408, %v15 : tensor<197x192xf32>
    %v410 = stablehlo.reshape %v409 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v411 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 31, 0, 0, 0>, limit_indices = array<i64: 32, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v412 = stablehlo.reshape %v411 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v413 = stablehlo.reshape %v412 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v414 = stablehlo.transpose %v413, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v415 = stablehlo.reshape %v414 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v416 = stablehlo.dot_general %v415, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v417 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v418 = stablehlo.add %v416, %v417 : tensor<196x192xf32>
    %c63 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v419 = "stablehlo.pad"(%v418, %c63) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c64 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v420 = "stablehlo.pad"(%v13, %c64) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v421 = stablehlo.add %v419, %v420 : tensor<197x192xf32>
    %v422 = stablehlo.add %v421, %v15 : tensor<197x192xf32>
    %v423 = stablehlo.reshape %v422 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v424 = stablehlo.concatenate %v20, %v33, %v46, %v59, %v72, %v85, %v98, %v111, %v124, %v137, %v150, %v163, %v176, %v189, %v202, %v215, %v228, %v241, %v254, %v267, %v280, %v293, %v306, %v319, %v332, %v345, %v358, %v371, %v384, %v397, %v410, %v423, dim = 0 : (tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<32x197x192xf32>
    %v425 = stablehlo.reshape %v424 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %v429 = stablehlo.transpose %v428, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v432 = stablehlo.transpose %v431, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v437 = stablehlo.transpose %v436, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v440 = stablehlo.transpose %v439, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c65 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v442 = stablehlo.reduce(%v425 init: %c65) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v443 = stablehlo.broadcast_in_dim %v442, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v444 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v445 = stablehlo.multiply %v443, %v444 : tensor<6304x192xf32>
    %v446 = stablehlo.subtract %v425, %v445 : tensor<6304x192xf32>
    %v447 = stablehlo.multiply %v446, %v446 : tensor<6304x192xf32>
    %c66 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v448 = stablehlo.reduce(%v447 init: %c66) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v449 = stablehlo.broadcast_in_dim %v448, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v450 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v451 = stablehlo.multiply %v449, %v450 : tensor<6304x192xf32>
    %v452 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v453 = stablehlo.add %v451, %v452 : tensor<6304x192xf32>
    %v454 = stablehlo.rsqrt %v453 : tensor<6304x192xf32>
    %v455 = stablehlo.multiply %v446, %v454 : tensor<6304x192xf32>
    %v456 = stablehlo.broadcast_in_dim %v426, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v457 = stablehlo.multiply %v455, %v456 : tensor<6304x192xf32>
    %v458 = stablehlo.broadcast_in_dim %v427, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v459 = stablehlo.add %v457, %v458 : tensor<6304x192xf32>
    %v460 = stablehlo.dot_general %v459, %v429, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v461 = stablehlo.broadcast_in_dim %v430, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v462 = stablehlo.add %v460, %v461 : tensor<6304x576xf32>
    %v463 = stablehlo.reshape %v462 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v464 = stablehlo.transpose %v463, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v465 = "stablehlo.slice"(%v464) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v466 = stablehlo.reshape %v465 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v467 = "stablehlo.slice"(%v464) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v468 = stablehlo.reshape %v467 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v469 = "stablehlo.slice"(%v464) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v470 = stablehlo.reshape %v469 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v471 = stablehlo.dot_general %v466, %v468, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v472 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v473 = stablehlo.multiply %v471, %v472 : tensor<32x3x197x197xf32>
    %c67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v474 = stablehlo.reduce(%v473 init: %c67) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v475 = stablehlo.broadcast_in_dim %v474, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v476 = stablehlo.subtract %v473, %v475 : tensor<32x3x197x197xf32>
    %v477 = stablehlo.exponential %v476 : tensor<32x3x197x197xf32>
    %c68 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v478 = stablehlo.reduce(%v477 init: %c68) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v479 = stablehlo.broadcast_in_dim %v478, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v480 = stablehlo.divide %v477, %v479 : tensor<32x3x197x197xf32>
    %v481 = stablehlo.dot_general %v480, %v470, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v482 = stablehlo.transpose %v481, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v483 = stablehlo.reshape %v482 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v484 = stablehlo.dot_general %v483, %v432, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v485 = stablehlo.broadcast_in_dim %v433, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v486 = stablehlo.add %v484, %v485 : tensor<6304x192xf32>
    %v487 = stablehlo.add %v425, %v486 : tensor<6304x192xf32>
    %c69 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v488 = stablehlo.reduce(%v487 init: %c69) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v489 = stablehlo.broadcast_in_dim %v488, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v490 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v491 = stablehlo.multiply %v489, %v490 : tensor<6304x192xf32>
    %v492 = stablehlo.subtract %v487, %v491 : tensor<6304x192xf32>
    %v493 = stablehlo.multiply %v492, %v492 : tensor<6304x192xf32>
    %c70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v494 = stablehlo.reduce(%v493 init: %c70) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v495 = stablehlo.broadcast_in_dim %v494, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v496 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v497 = stablehlo.multiply %v495, %v496 : tensor<6304x192xf32>
    %v498 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v499 = stablehlo.add %v497, %v498 : tensor<6304x192xf32>
    %v500 = stablehlo.rsqrt %v499 : tensor<6304x192xf32>
    %v501 = stablehlo.multiply %v492, %v500 : tensor<6304x192xf32>
    %v502 = stablehlo.broadcast_in_dim %v434, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v503 = stablehlo.multiply %v501, %v502 : tensor<6304x192xf32>
    %v504 = stablehlo.broadcast_in_dim %v435, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v505 = stablehlo.add %v503, %v504 : tensor<6304x192xf32>
    %v506 = stablehlo.dot_general %v505, %v437, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v507 = stablehlo.broadcast_in_dim %v438, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v508 = stablehlo.add %v506, %v507 : tensor<6304x768xf32>
    %v509 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v510 = stablehlo.multiply %v508, %v509 : tensor<6304x768xf32>
    %v511 = chlo.erf %v510 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v512 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v513 = stablehlo.add %v512, %v511 : tensor<6304x768xf32>
    %v514 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v515 = stablehlo.multiply %v513, %v514 : tensor<6304x768xf32>
    %v516 = stablehlo.multiply %v508, %v515 : tensor<6304x768xf32>
    %v517 = stablehlo.dot_general %v516, %v440, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v518 = stablehlo.broadcast_in_dim %v441, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v519 = stablehlo.add %v517, %v518 : tensor<6304x192xf32>
    %v520 = stablehlo.add %v487, %v519 : tensor<6304x192xf32>
    %v524 = stablehlo.transpose %v523, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v527 = stablehlo.transpose %v526, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v532 = stablehlo.transpose %v531, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v535 = stablehlo.transpose %v534, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v537 = stablehlo.reduce(%v520 init: %c71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v538 = stablehlo.broadcast_in_dim %v537, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v539 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v540 = stablehlo.multiply %v538, %v539 : tensor<6304x192xf32>
    %v541 = stablehlo.subtract %v520, %v540 : tensor<6304x192xf32>
    %v542 = stablehlo.multiply %v541, %v541 : tensor<6304x192xf32>
    %c72 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v543 = stablehlo.reduce(%v542 init: %c72) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v544 = stablehlo.broadcast_in_dim %v543, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v545 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v546 = stablehlo.multiply %v544, %v545 : tensor<6304x192xf32>
    %v547 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v548 = stablehlo.add %v546, %v547 : tensor<6304x192xf32>
    %v549 = stablehlo.rsqrt %v548 : tensor<6304x192xf32>
    %v550 = stablehlo.multiply %v541, %v549 : tensor<6304x192xf32>
    %v551 = stablehlo.broadcast_in_dim %v521, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v552 = stablehlo.multiply %v550, %v551 : tensor<6304x192xf32>
    %v553 = stablehlo.broadcast_in_dim %v522, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v554 = stablehlo.add %v552, %v553 : tensor<6304x192xf32>
    %v555 = stablehlo.dot_general %v554, %v524, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v556 = stablehlo.broadcast_in_dim %v525, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v557 = stablehlo.add %v555, %v556 : tensor<6304x576xf32>
    %v558 = stablehlo.reshape %v557 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v559 = stablehlo.transpose %v558, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v560 = "stablehlo.slice"(%v559) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v561 = stablehlo.reshape %v560 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v562 = "stablehlo.slice"(%v559) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v563 = stablehlo.reshape %v562 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v564 = "stablehlo.slice"(%v559) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v565 = stablehlo.reshape %v564 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v566 = stablehlo.dot_general %v561, %v563, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v567 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v568 = stablehlo.multiply %v566, %v567 : tensor<32x3x197x197xf32>
    %c73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v569 = stablehlo.reduce(%v568 init: %c73) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v570 = stablehlo.broadcast_in_dim %v569, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v571 = stablehlo.subtract %v568, %v570 : tensor<32x3x197x197xf32>
    %v572 = stablehlo.exponential %v571 : tensor<32x3x197x197xf32>
    %c74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v573 = stablehlo.reduce(%v572 init: %c74) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v574 = stablehlo.broadcast_in_dim %v573, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v575 = stablehlo.divide %v572, %v574 : tensor<32x3x197x197xf32>
    %v576 = stablehlo.dot_general %v575, %v565, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v577 = stablehlo.transpose %v576, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v578 = stablehlo.reshape %v577 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v579 = stablehlo.dot_general %v578, %v527, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v580 = stablehlo.broadcast_in_dim %v528, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v581 = stablehlo.add %v579, %v580 : tensor<6304x192xf32>
    %v582 = stablehlo.add %v520, %v581 : tensor<6304x192xf32>
    %c75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v583 = stablehlo.reduce(%v582 init: %c75) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v584 = stablehlo.broadcast_in_dim %v583, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v585 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v586 = stablehlo.multiply %v584, %v585 : tensor<6304x192xf32>
    %v587 = stablehlo.subtract %v582, %v586 : tensor<6304x192xf32>
    %v588 = stablehlo.multiply %v587, %v587 : tensor<6304x192xf32>
    %c76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v589 = stablehlo.reduce(%v588 init: %c76) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v590 = stablehlo.broadcast_in_dim %v589, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v591 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v592 = stablehlo.multiply %v590, %v591 : tensor<6304x192xf32>
    %v593 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v594 = stablehlo.add %v592, %v593 : tensor<6304x192xf32>
    %v595 = stablehlo.rsqrt %v594 : tensor<6304x192xf32>
    %v596 = stablehlo.multiply %v587, %v595 : tensor<6304x192xf32>
    %v597 = stablehlo.broadcast_in_dim %v529, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v598 = stablehlo.multiply %v596, %v597 : tensor<6304x192xf32>
    %v599 = stablehlo.broadcast_in_dim %v530, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v600 = stablehlo.add %v598, %v599 : tensor<6304x192xf32>
    %v601 = stablehlo.dot_general %v600, %v532, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v602 = stablehlo.broadcast_in_dim %v533, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v603 = stablehlo.add %v601, %v602 : tensor<6304x768xf32>
    %v604 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v605 = stablehlo.multiply %v603, %v604 : tensor<6304x768xf32>
    %v606 = chlo.erf %v605 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v607 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v608 = stablehlo.add %v607, %v606 : tensor<6304x768xf32>
    %v609 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v610 = stablehlo.multiply %v608, %v609 : tensor<6304x768xf32>
    %v611 = stablehlo.multiply %v603, %v610 : tensor<6304x768xf32>
    %v612 = stablehlo.dot_general %v611, %v535, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v613 = stablehlo.broadcast_in_dim %v536, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v614 = stablehlo.add %v612, %v613 : tensor<6304x192xf32>
    %v615 = stablehlo.add %v582, %v614 : tensor<6304x192xf32>
    %v619 = stablehlo.transpose %v618, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v622 = stablehlo.transpose %v621, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v627 = stablehlo.transpose %v626, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v630 = stablehlo.transpose %v629, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c77 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v632 = stablehlo.reduce(%v615 init: %c77) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v633 = stablehlo.broadcast_in_dim %v632, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v634 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v635 = stablehlo.multiply %v633, %v634 : tensor<6304x192xf32>
    %v636 = stablehlo.subtract %v615, %v635 : tensor<6304x192xf32>
    %v637 = stablehlo.multiply %v636, %v636 : tensor<6304x192xf32>
    %c78 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v638 = stablehlo.reduce(%v637 init: %c78) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v639 = stablehlo.broadcast_in_dim %v638, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v640 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v641 = stablehlo.multiply %v639, %v640 : tensor<6304x192xf32>
    %v642 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v643 = stablehlo.add %v641, %v642 : tensor<6304x192xf32>
    %v644 = stablehlo.rsqrt %v643 : tensor<6304x192xf32>
    %v645 = stablehlo.multiply %v636, %v644 : tensor<6304x192xf32>
    %v646 = stablehlo.broadcast_in_dim %v616, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v647 = stablehlo.multiply %v645, %v646 : tensor<6304x192xf32>
    %v648 = stablehlo.broadcast_in_dim %v617, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v649 = stablehlo.add %v647, %v648 : tensor<6304x192xf32>
    %v650 = stablehlo.dot_general %v649, %v619, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v651 = stablehlo.broadcast_in_dim %v620, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v652 = stablehlo.add %v650, %v651 : tensor<6304x576xf32>
    %v653 = stablehlo.reshape %v652 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v654 = stablehlo.transpose %v653, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v655 = "stablehlo.slice"(%v654) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v656 = stablehlo.reshape %v655 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v657 = "stablehlo.slice"(%v654) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v658 = stablehlo.reshape %v657 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v659 = "stablehlo.slice"(%v654) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v660 = stablehlo.reshape %v659 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v661 = stablehlo.dot_general %v656, %v658, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v662 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v663 = stablehlo.multiply %v661, %v662 : tensor<32x3x197x197xf32>
    %c79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v664 = stablehlo.reduce(%v663 init: %c79) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v665 = stablehlo.broadcast_in_dim %v664, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v666 = stablehlo.subtract %v663, %v665 : tensor<32x3x197x197xf32>
    %v667 = stablehlo.exponential %v666 : tensor<32x3x197x197xf32>
    %c80 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v668 = stablehlo.reduce(%v667 init: %c80) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v669 = stablehlo.broadcast_in_dim %v668, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v670 = stablehlo.divide %v667, %v669 : tensor<32x3x197x197xf32>
    %v671 = stablehlo.dot_general %v670, %v660, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v672 = stablehlo.transpose %v671, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v673 = stablehlo.reshape %v672 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v674 = stablehlo.dot_general %v673, %v622, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v675 = stablehlo.broadcast_in_dim %v623, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v676 = stablehlo.add %v674, %v675 : tensor<6304x192xf32>
    %v677 = stablehlo.add %v615, %v676 : tensor<6304x192xf32>
    %c81 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v678 = stablehlo.reduce(%v677 init: %c81) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v679 = stablehlo.broadcast_in_dim %v678, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v680 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v681 = stablehlo.multiply %v679, %v680 : tensor<6304x192xf32>
    %v682 = stablehlo.subtract %v677, %v681 : tensor<6304x192xf32>
    %v683 = stablehlo.multiply %v682, %v682 : tensor<6304x192xf32>
    %c82 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v684 = stablehlo.reduce(%v683 init: %c82) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v685 = stablehlo.broadcast_in_dim %v684, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v686 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v687 = stablehlo.multiply %v685, %v686 : tensor<6304x192xf32>
    %v688 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v689 = stablehlo.add %v687, %v688 : tensor<6304x192xf32>
    %v690 = stablehlo.rsqrt %v689 : tensor<6304x192xf32>
    %v691 = stablehlo.multiply %v682, %v690 : tensor<6304x192xf32>
    %v692 = stablehlo.broadcast_in_dim %v624, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v693 = stablehlo.multiply %v691, %v692 : tensor<6304x192xf32>
    %v694 = stablehlo.broadcast_in_dim %v625, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v695 = stablehlo.add %v693, %v694 : tensor<6304x192xf32>
    %v696 = stablehlo.dot_general %v695, %v627, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v697 = stablehlo.broadcast_in_dim %v628, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v698 = stablehlo.add %v696, %v697 : tensor<6304x768xf32>
    %v699 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v700 = stablehlo.multiply %v698, %v699 : tensor<6304x768xf32>
    %v701 = chlo.erf %v700 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v702 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v703 = stablehlo.add %v702, %v701 : tensor<6304x768xf32>
    %v704 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v705 = stablehlo.multiply %v703, %v704 : tensor<6304x768xf32>
    %v706 = stablehlo.multiply %v698, %v705 : tensor<6304x768xf32>
    %v707 = stablehlo.dot_general %v706, %v630, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v708 = stablehlo.broadcast_in_dim %v631, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v709 = stablehlo.add %v707, %v708 : tensor<6304x192xf32>
    %v710 = stablehlo.add %v677, %v709 : tensor<6304x192xf32>
    %v714 = stablehlo.transpose %v713, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v717 = stablehlo.transpose %v716, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v722 = stablehlo.transpose %v721, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v725 = stablehlo.transpose %v724, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c83 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v727 = stablehlo.reduce(%v710 init: %c83) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v728 = stablehlo.broadcast_in_dim %v727, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v729 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v730 = stablehlo.multiply %v728, %v729 : tensor<6304x192xf32>
    %v731 = stablehlo.subtract %v710, %v730 : tensor<6304x192xf32>
    %v732 = stablehlo.multiply %v731, %v731 : tensor<6304x192xf32>
    %c84 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v733 = stablehlo.reduce(%v732 init: %c84) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v734 = stablehlo.broadcast_in_dim %v733, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v735 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v736 = stablehlo.multiply %v734, %v735 : tensor<6304x192xf32>
    %v737 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v738 = stablehlo.add %v736, %v737 : tensor<6304x192xf32>
    %v739 = stablehlo.rsqrt %v738 : tensor<6304x192xf32>
    %v740 = stablehlo.multiply %v731, %v739 : tensor<6304x192xf32>
    %v741 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v742 = stablehlo.multiply %v740, %v741 : tensor<6304x192xf32>
    %v743 = stablehlo.broadcast_in_dim %v712, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v744 = stablehlo.add %v742, %v743 : tensor<6304x192xf32>
    %v745 = stablehlo.dot_general %v744, %v714, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v746 = stablehlo.broadcast_in_dim %v715, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v747 = stablehlo.add %v745, %v746 : tensor<6304x576xf32>
    %v748 = stablehlo.reshape %v747 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v749 = stablehlo.transpose %v748, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v750 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v751 = stablehlo.reshape %v750 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v752 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v753 = stablehlo.reshape %v752 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v754 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v755 = stablehlo.reshape %v754 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v756 = stablehlo.dot_general %v751, %v753, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v757 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v758 = stablehlo.multiply %v756, %v757 : tensor<32x3x197x197xf32>
    %c85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v759 = stablehlo.reduce(%v758 init: %c85) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v760 = stablehlo.broadcast_in_dim %v759, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v761 = stablehlo.subtract %v758, %v760 : tensor<32x3x197x197xf32>
    %v762 = stablehlo.exponential %v761 : tensor<32x3x197x197xf32>
    %c86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v763 = stablehlo.reduce(%v762 init: %c86) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v764 = stablehlo.broadcast_in_dim %v763, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v765 = stablehlo.divide %v762, %v764 : tensor<32x3x197x197xf32>
    %v766 = stablehlo.dot_general %v765, %v755, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v767 = stablehlo.transpose %v766, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v768 = stablehlo.reshape %v767 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v769 = stablehlo.dot_general %v768, %v717, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v770 = stablehlo.broadcast_in_dim %v718, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v771 = stablehlo.add %v769, %v770 : tensor<6304x192xf32>
    %v772 = stablehlo.add %v710, %v771 : tensor<6304x192xf32>
    %c87 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v773 = stablehlo.reduce(%v772 init: %c87) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v774 = stablehlo.broadcast_in_dim %v773, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v775 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v776 = stablehlo.multiply %v774, %v775 : tensor<6304x192xf32>
    %v777 = stablehlo.subtract %v772, %v776 : tensor<6304x192xf32>
    %v778 = stablehlo.multiply %v777, %v777 : tensor<6304x192xf32>
    %c88 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v779 = stablehlo.reduce(%v778 init: %c88) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v780 = stablehlo.broadcast_in_dim %v779, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v781 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v782 = stablehlo.multiply %v780, %v781 : tensor<6304x192xf32>
    %v783 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v784 = stablehlo.add %v782, %v783 : tensor<6304x192xf32>
    %v785 = stablehlo.rsqrt %v784 : tensor<6304x192xf32>
    %v786 = stablehlo.multiply %v777, %v785 : tensor<6304x192xf32>
    %v787 = stablehlo.broadcast_in_dim %v719, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v788 = stablehlo.multiply %v786, %v787 : tensor<6304x192xf32>
    %v789 = stablehlo.broadcast_in_dim %v720, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v790 = stablehlo.add %v788, %v789 : tensor<6304x192xf32>
    %v791 = stablehlo.dot_general %v790, %v722, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v792 = stablehlo.broadcast_in_dim %v723, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v793 = stablehlo.add %v791, %v792 : tensor<6304x768xf32>
    %v794 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v795 = stablehlo.multiply %v793, %v794 : tensor<6304x768xf32>
    %v796 = chlo.erf %v795 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v797 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v798 = stablehlo.add %v797, %v796 : tensor<6304x768xf32>
    %v799 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v800 = stablehlo.multiply %v798, %v799 : tensor<6304x768xf32>
    %v801 = stablehlo.multiply %v793, %v800 : tensor<6304x768xf32>
    %v802 = stablehlo.dot_general %v801, %v725, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v803 = stablehlo.broadcast_in_dim %v726, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v804 = stablehlo.add %v802, %v803 : tensor<6304x192xf32>
    %v805 = stablehlo.add %v772, %v804 : tensor<6304x192xf32>
    %v809 = stablehlo.transpose %v808, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v812 = stablehlo.transpose %v811, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v817 = stablehlo.transpose %v816, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v820 = stablehlo.transpose %v819, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v822 = stablehlo.reduce(%v805 init: %c89) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v823 = stablehlo.broadcast_in_dim %v822, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v824 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v825 = stablehlo.multiply %v823, %v824 : tensor<6304x192xf32>
    %v826 = stablehlo.subtract %v805, %v825 : tensor<6304x192xf32>
    %v827 = stablehlo.multiply %v826, %v826 : tensor<6304x192xf32>
    %c90 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v828 = stablehlo.reduce(%v827 init: %c90) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v829 = stablehlo.broadcast_in_dim %v828, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v830 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v831 = stablehlo.multiply %v829, %v830 : tensor<6304x192xf32>
    %v832 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v833 = stablehlo.add %v831, %v832 : tensor<6304x192xf32>
    %v834 = stablehlo.rsqrt %v833 : tensor<6304x192xf32>
    %v835 = stablehlo.multiply %v826, %v834 : tensor<6304x192xf32>
    %v836 = stablehlo.broadcast_in_dim %v806, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v837 = stablehlo.multiply %v835, %v836 : tensor<6304x192xf32>
    %v838 = stablehlo.broadcast_in_dim %v807, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v839 = stablehlo.add %v837, %v838 : tensor<6304x192xf32>
    %v840 = stablehlo.dot_general %v839, %v809, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v841 = stablehlo.broadcast_in_dim %v810, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v842 = stablehlo.add %v840, %v841 : tensor<6304x576xf32>
    %v843 = stablehlo.reshape %v842 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v844 = stablehlo.transpose %v843, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v845 = "stablehlo.slice"(%v844) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v846 = stablehlo.reshape %v845 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v847 = "stablehlo.slice"(%v844) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v848 = stablehlo.reshape %v847 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v849 = "stablehlo.slice"(%v844) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v850 = stablehlo.reshape %v849 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v851 = stablehlo.dot_general %v846, %v848, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v852 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v853 = stablehlo.multiply %v851, %v852 : tensor<32x3x197x197xf32>
    %c91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v854 = stablehlo.reduce(%v853 init: %c91) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v855 = stablehlo.broadcast_in_dim %v854, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v856 = stablehlo.subtract %v853, %v855 : tensor<32x3x197x197xf32>
    %v857 = stablehlo.exponential %v856 : tensor<32x3x197x197xf32>
    %c92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v858 = stablehlo.reduce(%v857 init: %c92) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v859 = stablehlo.broadcast_in_dim %v858, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v860 = stablehlo.divide %v857, %v859 : tensor<32x3x197x197xf32>
    %v861 = stablehlo.dot_general %v860, %v850, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v862 = stablehlo.transpose %v861, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v863 = stablehlo.reshape %v862 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v864 = stablehlo.dot_general %v863, %v812, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v865 = stablehlo.broadcast_in_dim %v813, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v866 = stablehlo.add %v864, %v865 : tensor<6304x192xf32>
    %v867 = stablehlo.add %v805, %v866 : tensor<6304x192xf32>
    %c93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v868 = stablehlo.reduce(%v867 init: %c93) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v869 = stablehlo.broadcast_in_dim %v868, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v870 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v871 = stablehlo.multiply %v869, %v870 : tensor<6304x192xf32>
    %v872 = stablehlo.subtract %v867, %v871 : tensor<6304x192xf32>
    %v873 = stablehlo.multiply %v872, %v872 : tensor<6304x192xf32>
    %c94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v874 = stablehlo.reduce(%v873 init: %c94) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v875 = stablehlo.broadcast_in_dim %v874, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v876 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v877 = stablehlo.multiply %v875, %v876 : tensor<6304x192xf32>
    %v878 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v879 = stablehlo.add %v877, %v878 : tensor<6304x192xf32>
    %v880 = stablehlo.rsqrt %v879 : tensor<6304x192xf32>
    %v881 = stablehlo.multiply %v872, %v880 : tensor<6304x192xf32>
    %v882 = stablehlo.broadcast_in_dim %v814, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v883 = stablehlo.multiply %v881, %v882 : tensor<6304x192xf32>
    %v884 = stablehlo.broadcast_in_dim %v815, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v885 = stablehlo.add %v883, %v884 : tensor<6304x192xf32>
    %v886 = stablehlo.dot_general %v885, %v817, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v887 = stablehlo.broadcast_in_dim %v818, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v888 = stablehlo.add %v886, %v887 : tensor<6304x768xf32>
    %v889 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v890 = stablehlo.multiply %v888, %v889 : tensor<6304x768xf32>
    %v891 = chlo.erf %v890 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v892 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v893 = stablehlo.add %v892, %v891 : tensor<6304x768xf32>
    %v894 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v895 = stablehlo.multiply %v893, %v894 : tensor<6304x768xf32>
    %v896 = stablehlo.multiply %v888, %v895 : tensor<6304x768xf32>
    %v897 = stablehlo.dot_general %v896, %v820, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v898 = stablehlo.broadcast_in_dim %v821, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v899 = stablehlo.add %v897, %v898 : tensor<6304x192xf32>
    %v900 = stablehlo.add %v867, %v899 : tensor<6304x192xf32>
    %v904 = stablehlo.transpose %v903, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v907 = stablehlo.transpose %v906, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v912 = stablehlo.transpose %v911, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v915 = stablehlo.transpose %v914, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v917 = stablehlo.reduce(%v900 init: %c95) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v918 = stablehlo.broadcast_in_dim %v917, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v919 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v920 = stablehlo.multiply %v918, %v919 : tensor<6304x192xf32>
    %v921 = stablehlo.subtract %v900, %v920 : tensor<6304x192xf32>
    %v922 = stablehlo.multiply %v921, %v921 : tensor<6304x192xf32>
    %c96 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v923 = stablehlo.reduce(%v922 init: %c96) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v924 = stablehlo.broadcast_in_dim %v923, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v925 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v926 = stablehlo.multiply %v924, %v925 : tensor<6304x192xf32>
    %v927 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v928 = stablehlo.add %v926, %v927 : tensor<6304x192xf32>
    %v929 = stablehlo.rsqrt %v928 : tensor<6304x192xf32>
    %v930 = stablehlo.multiply %v921, %v929 : tensor<6304x192xf32>
    %v931 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v932 = stablehlo.multiply %v930, %v931 : tensor<6304x192xf32>
    %v933 = stablehlo.broadcast_in_dim %v902, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v934 = stablehlo.add %v932, %v933 : tensor<6304x192xf32>
    %v935 = stablehlo.dot_general %v934, %v904, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v936 = stablehlo.broadcast_in_dim %v905, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v937 = stablehlo.add %v935, %v936 : tensor<6304x576xf32>
    %v938 = stablehlo.reshape %v937 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v939 = stablehlo.transpose %v938, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v940 = "stablehlo.slice"(%v939) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v941 = stablehlo.reshape %v940 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v942 = "stablehlo.slice"(%v939) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v943 = stablehlo.reshape %v942 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v944 = "stablehlo.slice"(%v939) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v945 = stablehlo.reshape %v944 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v946 = stablehlo.dot_general %v941, %v943, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v947 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v948 = stablehlo.multiply %v946, %v947 : tensor<32x3x197x197xf32>
    %c97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v949 = stablehlo.reduce(%v948 init: %c97) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v950 = stablehlo.broadcast_in_dim %v949, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v951 = stablehlo.subtract %v948, %v950 : tensor<32x3x197x197xf32>
    %v952 = stablehlo.exponential %v951 : tensor<32x3x197x197xf32>
    %c98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v953 = stablehlo.reduce(%v952 init: %c98) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v954 = stablehlo.broadcast_in_dim %v953, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v955 = stablehlo.divide %v952, %v954 : tensor<32x3x197x197xf32>
    %v956 = stablehlo.dot_general %v955, %v945, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v957 = stablehlo.transpose %v956, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v958 = stablehlo.reshape %v957 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v959 = stablehlo.dot_general %v958, %v907, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v960 = stablehlo.broadcast_in_dim %v908, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v961 = stablehlo.add %v959, %v960 : tensor<6304x192xf32>
    %v962 = stablehlo.add %v900, %v961 : tensor<6304x192xf32>
    %c99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v963 = stablehlo.reduce(%v962 init: %c99) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v964 = stablehlo.broadcast_in_dim %v963, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v965 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v966 = stablehlo.multiply %v964, %v965 : tensor<6304x192xf32>
    %v967 = stablehlo.subtract %v962, %v966 : tensor<6304x192xf32>
    %v968 = stablehlo.multiply %v967, %v967 : tensor<6304x192xf32>
    %c100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v969 = stablehlo.reduce(%v968 init: %c100) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v970 = stablehlo.broadcast_in_dim %v969, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v971 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v972 = stablehlo.multiply %v970, %v971 : tensor<6304x192xf32>
    %v973 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v974 = stablehlo.add %v972, %v973 : tensor<6304x192xf32>
    %v975 = stablehlo.rsqrt %v974 : tensor<6304x192xf32>
    %v976 = stablehlo.multiply %v967, %v975 : tensor<6304x192xf32>
    %v977 = stablehlo.broadcast_in_dim %v909, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v978 = stablehlo.multiply %v976, %v977 : tensor<6304x192xf32>
    %v979 = stablehlo.broadcast_in_dim %v910, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v980 = stablehlo.add %v978, %v979 : tensor<6304x192xf32>
    %v981 = stablehlo.dot_general %v980, %v912, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v982 = stablehlo.broadcast_in_dim %v913, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v983 = stablehlo.add %v981, %v982 : tensor<6304x768xf32>
    %v984 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v985 = stablehlo.multiply %v983, %v984 : tensor<6304x768xf32>
    %v986 = chlo.erf %v985 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v987 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v988 = stablehlo.add %v987, %v986 : tensor<6304x768xf32>
    %v989 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v990 = stablehlo.multiply %v988, %v989 : tensor<6304x768xf32>
    %v991 = stablehlo.multiply %v983, %v990 : tensor<6304x768xf32>
    %v992 = stablehlo.dot_general %v991, %v915, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v993 = stablehlo.broadcast_in_dim %v916, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v994 = stablehlo.add %v992, %v993 : tensor<6304x192xf32>
    %v995 = stablehlo.add %v962, %v994 : tensor<6304x192xf32>
    %v999 = stablehlo.transpose %v998, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1002 = stablehlo.transpose %v1001, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1007 = stablehlo.transpose %v1006, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1010 = stablehlo.transpose %v1009, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1012 = stablehlo.reduce(%v995 init: %c101) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1013 = stablehlo.broadcast_in_dim %v1012, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1014 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1015 = stablehlo.multiply %v1013, %v1014 : tensor<6304x192xf32>
    %v1016 = stablehlo.subtract %v995, %v1015 : tensor<6304x192xf32>
    %v1017 = stablehlo.multiply %v1016, %v1016 : tensor<6304x192xf32>
    %c102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1018 = stablehlo.reduce(%v1017 init: %c102) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1019 = stablehlo.broadcast_in_dim %v1018, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1020 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1021 = stablehlo.multiply %v1019, %v1020 : tensor<6304x192xf32>
    %v1022 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1023 = stablehlo.add %v1021, %v1022 : tensor<6304x192xf32>
    %v1024 = stablehlo.rsqrt %v1023 : tensor<6304x192xf32>
    %v1025 = stablehlo.multiply %v1016, %v1024 : tensor<6304x192xf32>
    %v1026 = stablehlo.broadcast_in_dim %v996, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1027 = stablehlo.multiply %v1025, %v1026 : tensor<6304x192xf32>
    %v1028 = stablehlo.broadcast_in_dim %v997, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1029 = stablehlo.add %v1027, %v1028 : tensor<6304x192xf32>
    %v1030 = stablehlo.dot_general %v1029, %v999, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1031 = stablehlo.broadcast_in_dim %v1000, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1032 = stablehlo.add %v1030, %v1031 : tensor<6304x576xf32>
    %v1033 = stablehlo.reshape %v1032 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1034 = stablehlo.transpose %v1033, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1035 = "stablehlo.slice"(%v1034) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1036 = stablehlo.reshape %v1035 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1037 = "stablehlo.slice"(%v1034) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1038 = stablehlo.reshape %v1037 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1039 = "stablehlo.slice"(%v1034) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1040 = stablehlo.reshape %v1039 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1041 = stablehlo.dot_general %v1036, %v1038, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1042 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1043 = stablehlo.multiply %v1041, %v1042 : tensor<32x3x197x197xf32>
    %c103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1044 = stablehlo.reduce(%v1043 init: %c103) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1045 = stablehlo.broadcast_in_dim %v1044, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1046 = stablehlo.subtract %v1043, %v1045 : tensor<32x3x197x197xf32>
    %v1047 = stablehlo.exponential %v1046 : tensor<32x3x197x197xf32>
    %c104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1048 = stablehlo.reduce(%v1047 init: %c104) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1049 = stablehlo.broadcast_in_dim %v1048, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1050 = stablehlo.divide %v1047, %v1049 : tensor<32x3x197x197xf32>
    %v1051 = stablehlo.dot_general %v1050, %v1040, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1052 = stablehlo.transpose %v1051, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1053 = stablehlo.reshape %v1052 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1054 = stablehlo.dot_general %v1053, %v1002, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1055 = stablehlo.broadcast_in_dim %v1003, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1056 = stablehlo.add %v1054, %v1055 : tensor<6304x192xf32>
    %v1057 = stablehlo.add %v995, %v1056 : tensor<6304x192xf32>
    %c105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1058 = stablehlo.reduce(%v1057 init: %c105) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1059 = stablehlo.broadcast_in_dim %v1058, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1060 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1061 = stablehlo.multiply %v1059, %v1060 : tensor<6304x192xf32>
    %v1062 = stablehlo.subtract %v1057, %v1061 : tensor<6304x192xf32>
    %v1063 = stablehlo.multiply %v1062, %v1062 : tensor<6304x192xf32>
    %c106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1064 = stablehlo.reduce(%v1063 init: %c106) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1065 = stablehlo.broadcast_in_dim %v1064, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1066 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1067 = stablehlo.multiply %v1065, %v1066 : tensor<6304x192xf32>
    %v1068 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1069 = stablehlo.add %v1067, %v1068 : tensor<6304x192xf32>
    %v1070 = stablehlo.rsqrt %v1069 : tensor<6304x192xf32>
    %v1071 = stablehlo.multiply %v1062, %v1070 : tensor<6304x192xf32>
    %v1072 = stablehlo.broadcast_in_dim %v1004, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1073 = stablehlo.multiply %v1071, %v1072 : tensor<6304x192xf32>
    %v1074 = stablehlo.broadcast_in_dim %v1005, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1075 = stablehlo.add %v1073, %v1074 : tensor<6304x192xf32>
    %v1076 = stablehlo.dot_general %v1075, %v1007, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1077 = stablehlo.broadcast_in_dim %v1008, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1078 = stablehlo.add %v1076, %v1077 : tensor<6304x768xf32>
    %v1079 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1080 = stablehlo.multiply %v1078, %v1079 : tensor<6304x768xf32>
    %v1081 = chlo.erf %v1080 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1082 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1083 = stablehlo.add %v1082, %v1081 : tensor<6304x768xf32>
    %v1084 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1085 = stablehlo.multiply %v1083, %v1084 : tensor<6304x768xf32>
    %v1086 = stablehlo.multiply %v1078, %v1085 : tensor<6304x768xf32>
    %v1087 = stablehlo.dot_general %v1086, %v1010, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1088 = stablehlo.broadcast_in_dim %v1011, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1089 = stablehlo.add %v1087, %v1088 : tensor<6304x192xf32>
    %v1090 = stablehlo.add %v1057, %v1089 : tensor<6304x192xf32>
    %v1094 = stablehlo.transpose %v1093, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1097 = stablehlo.transpose %v1096, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1102 = stablehlo.transpose %v1101, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1105 = stablehlo.transpose %v1104, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1107 = stablehlo.reduce(%v1090 init: %c107) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1108 = stablehlo.broadcast_in_dim %v1107, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1109 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1110 = stablehlo.multiply %v1108, %v1109 : tensor<6304x192xf32>
    %v1111 = stablehlo.subtract %v1090, %v1110 : tensor<6304x192xf32>
    %v1112 = stablehlo.multiply %v1111, %v1111 : tensor<6304x192xf32>
    %c108 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1113 = stablehlo.reduce(%v1112 init: %c108) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1114 = stablehlo.broadcast_in_dim %v1113, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1115 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1116 = stablehlo.multiply %v1114, %v1115 : tensor<6304x192xf32>
    %v1117 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1118 = stablehlo.add %v1116, %v1117 : tensor<6304x192xf32>
    %v1119 = stablehlo.rsqrt %v1118 : tensor<6304x192xf32>
    %v1120 = stablehlo.multiply %v1111, %v1119 : tensor<6304x192xf32>
    %v1121 = stablehlo.broadcast_in_dim %v1091, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1122 = stablehlo.multiply %v1120, %v1121 : tensor<6304x192xf32>
    %v1123 = stablehlo.broadcast_in_dim %v1092, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1124 = stablehlo.add %v1122, %v1123 : tensor<6304x192xf32>
    %v1125 = stablehlo.dot_general %v1124, %v1094, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1126 = stablehlo.broadcast_in_dim %v1095, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1127 = stablehlo.add %v1125, %v1126 : tensor<6304x576xf32>
    %v1128 = stablehlo.reshape %v1127 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1129 = stablehlo.transpose %v1128, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1130 = "stablehlo.slice"(%v1129) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1131 = stablehlo.reshape %v1130 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1132 = "stablehlo.slice"(%v1129) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1133 = stablehlo.reshape %v1132 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1134 = "stablehlo.slice"(%v1129) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1135 = stablehlo.reshape %v1134 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1136 = stablehlo.dot_general %v1131, %v1133, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1137 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1138 = stablehlo.multiply %v1136, %v1137 : tensor<32x3x197x197xf32>
    %c109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1139 = stablehlo.reduce(%v1138 init: %c109) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1140 = stablehlo.broadcast_in_dim %v1139, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1141 = stablehlo.subtract %v1138, %v1140 : tensor<32x3x197x197xf32>
    %v1142 = stablehlo.exponential %v1141 : tensor<32x3x197x197xf32>
    %c110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1143 = stablehlo.reduce(%v1142 init: %c110) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1144 = stablehlo.broadcast_in_dim %v1143, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1145 = stablehlo.divide %v1142, %v1144 : tensor<32x3x197x197xf32>
    %v1146 = stablehlo.dot_general %v1145, %v1135, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1147 = stablehlo.transpose %v1146, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1148 = stablehlo.reshape %v1147 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1149 = stablehlo.dot_general %v1148, %v1097, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1150 = stablehlo.broadcast_in_dim %v1098, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1151 = stablehlo.add %v1149, %v1150 : tensor<6304x192xf32>
    %v1152 = stablehlo.add %v1090, %v1151 : tensor<6304x192xf32>
    %c111 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1153 = stablehlo.reduce(%v1152 init: %c111) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1154 = stablehlo.broadcast_in_dim %v1153, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1155 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1156 = stablehlo.multiply %v1154, %v1155 : tensor<6304x192xf32>
    %v1157 = stablehlo.subtract %v1152, %v1156 : tensor<6304x192xf32>
    %v1158 = stablehlo.multiply %v1157, %v1157 : tensor<6304x192xf32>
    %c112 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1159 = stablehlo.reduce(%v1158 init: %c112) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1160 = stablehlo.broadcast_in_dim %v1159, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1161 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1162 = stablehlo.multiply %v1160, %v1161 : tensor<6304x192xf32>
    %v1163 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1164 = stablehlo.add %v1162, %v1163 : tensor<6304x192xf32>
    %v1165 = stablehlo.rsqrt %v1164 : tensor<6304x192xf32>
    %v1166 = stablehlo.multiply %v1157, %v1165 : tensor<6304x192xf32>
    %v1167 = stablehlo.broadcast_in_dim %v1099, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1168 = stablehlo.multiply %v1166, %v1167 : tensor<6304x192xf32>
    %v1169 = stablehlo.broadcast_in_dim %v1100, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1170 = stablehlo.add %v1168, %v1169 : tensor<6304x192xf32>
    %v1171 = stablehlo.dot_general %v1170, %v1102, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1172 = stablehlo.broadcast_in_dim %v1103, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1173 = stablehlo.add %v1171, %v1172 : tensor<6304x768xf32>
    %v1174 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1175 = stablehlo.multiply %v1173, %v1174 : tensor<6304x768xf32>
    %v1176 = chlo.erf %v1175 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1177 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1178 = stablehlo.add %v1177, %v1176 : tensor<6304x768xf32>
    %v1179 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1180 = stablehlo.multiply %v1178, %v1179 : tensor<6304x768xf32>
    %v1181 = stablehlo.multiply %v1173, %v1180 : tensor<6304x768xf32>
    %v1182 = stablehlo.dot_general %v1181, %v1105, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1183 = stablehlo.broadcast_in_dim %v1106, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1184 = stablehlo.add %v1182, %v1183 : tensor<6304x192xf32>
    %v1185 = stablehlo.add %v1152, %v1184 : tensor<6304x192xf32>
    %v1189 = stablehlo.transpose %v1188, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1192 = stablehlo.transpose %v1191, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1197 = stablehlo.transpose %v1196, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1200 = stablehlo.transpose %v1199, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c113 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1202 = stablehlo.reduce(%v1185 init: %c113) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1203 = stablehlo.broadcast_in_dim %v1202, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1204 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1205 = stablehlo.multiply %v1203, %v1204 : tensor<6304x192xf32>
    %v1206 = stablehlo.subtract %v1185, %v1205 : tensor<6304x192xf32>
    %v1207 = stablehlo.multiply %v1206, %v1206 : tensor<6304x192xf32>
    %c114 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1208 = stablehlo.reduce(%v1207 init: %c114) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1209 = stablehlo.broadcast_in_dim %v1208, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1210 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1211 = stablehlo.multiply %v1209, %v1210 : tensor<6304x192xf32>
    %v1212 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1213 = stablehlo.add %v1211, %v1212 : tensor<6304x192xf32>
    %v1214 = stablehlo.rsqrt %v1213 : tensor<6304x192xf32>
    %v1215 = stablehlo.multiply %v1206, %v1214 : tensor<6304x192xf32>
    %v1216 = stablehlo.broadcast_in_dim %v1186, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1217 = stablehlo.multiply %v1215, %v1216 : tensor<6304x192xf32>
    %v1218 = stablehlo.broadcast_in_dim %v1187, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1219 = stablehlo.add %v1217, %v1218 : tensor<6304x192xf32>
    %v1220 = stablehlo.dot_general %v1219, %v1189, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1221 = stablehlo.broadcast_in_dim %v1190, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1222 = stablehlo.add %v1220, %v1221 : tensor<6304x576xf32>
    %v1223 = stablehlo.reshape %v1222 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1224 = stablehlo.transpose %v1223, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1225 = "stablehlo.slice"(%v1224) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1226 = stablehlo.reshape %v1225 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1227 = "stablehlo.slice"(%v1224) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1228 = stablehlo.reshape %v1227 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1229 = "stablehlo.slice"(%v1224) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1230 = stablehlo.reshape %v1229 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1231 = stablehlo.dot_general %v1226, %v1228, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1232 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1233 = stablehlo.multiply %v1231, %v1232 : tensor<32x3x197x197xf32>
    %c115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1234 = stablehlo.reduce(%v1233 init: %c115) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1235 = stablehlo.broadcast_in_dim %v1234, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1236 = stablehlo.subtract %v1233, %v1235 : tensor<32x3x197x197xf32>
    %v1237 = stablehlo.exponential %v1236 : tensor<32x3x197x197xf32>
    %c116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1238 = stablehlo.reduce(%v1237 init: %c116) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1239 = stablehlo.broadcast_in_dim %v1238, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1240 = stablehlo.divide %v1237, %v1239 : tensor<32x3x197x197xf32>
    %v1241 = stablehlo.dot_general %v1240, %v1230, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1242 = stablehlo.transpose %v1241, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1243 = stablehlo.reshape %v1242 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1244 = stablehlo.dot_general %v1243, %v1192, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1245 = stablehlo.broadcast_in_dim %v1193, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1246 = stablehlo.add %v1244, %v1245 : tensor<6304x192xf32>
    %v1247 = stablehlo.add %v1185, %v1246 : tensor<6304x192xf32>
    %c117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1248 = stablehlo.reduce(%v1247 init: %c117) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1249 = stablehlo.broadcast_in_dim %v1248, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1250 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1251 = stablehlo.multiply %v1249, %v1250 : tensor<6304x192xf32>
    %v1252 = stablehlo.subtract %v1247, %v1251 : tensor<6304x192xf32>
    %v1253 = stablehlo.multiply %v1252, %v1252 : tensor<6304x192xf32>
    %c118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1254 = stablehlo.reduce(%v1253 init: %c118) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1255 = stablehlo.broadcast_in_dim %v1254, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1256 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1257 = stablehlo.multiply %v1255, %v1256 : tensor<6304x192xf32>
    %v1258 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1259 = stablehlo.add %v1257, %v1258 : tensor<6304x192xf32>
    %v1260 = stablehlo.rsqrt %v1259 : tensor<6304x192xf32>
    %v1261 = stablehlo.multiply %v1252, %v1260 : tensor<6304x192xf32>
    %v1262 = stablehlo.broadcast_in_dim %v1194, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1263 = stablehlo.multiply %v1261, %v1262 : tensor<6304x192xf32>
    %v1264 = stablehlo.broadcast_in_dim %v1195, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1265 = stablehlo.add %v1263, %v1264 : tensor<6304x192xf32>
    %v1266 = stablehlo.dot_general %v1265, %v1197, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1267 = stablehlo.broadcast_in_dim %v1198, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1268 = stablehlo.add %v1266, %v1267 : tensor<6304x768xf32>
    %v1269 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1270 = stablehlo.multiply %v1268, %v1269 : tensor<6304x768xf32>
    %v1271 = chlo.erf %v1270 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1272 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1273 = stablehlo.add %v1272, %v1271 : tensor<6304x768xf32>
    %v1274 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1275 = stablehlo.multiply %v1273, %v1274 : tensor<6304x768xf32>
    %v1276 = stablehlo.multiply %v1268, %v1275 : tensor<6304x768xf32>
    %v1277 = stablehlo.dot_general %v1276, %v1200, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1278 = stablehlo.broadcast_in_dim %v1201, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1279 = stablehlo.add %v1277, %v1278 : tensor<6304x192xf32>
    %v1280 = stablehlo.add %v1247, %v1279 : tensor<6304x192xf32>
    %v1284 = stablehlo.transpose %v1283, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1287 = stablehlo.transpose %v1286, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1292 = stablehlo.transpose %v1291, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1295 = stablehlo.transpose %v1294, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1297 = stablehlo.reduce(%v1280 init: %c119) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1298 = stablehlo.broadcast_in_dim %v1297, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1299 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1300 = stablehlo.multiply %v1298, %v1299 : tensor<6304x192xf32>
    %v1301 = stablehlo.subtract %v1280, %v1300 : tensor<6304x192xf32>
    %v1302 = stablehlo.multiply %v1301, %v1301 : tensor<6304x192xf32>
    %c120 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1303 = stablehlo.reduce(%v1302 init: %c120) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1304 = stablehlo.broadcast_in_dim %v1303, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1305 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1306 = stablehlo.multiply %v1304, %v1305 : tensor<6304x192xf32>
    %v1307 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1308 = stablehlo.add %v1306, %v1307 : tensor<6304x192xf32>
    %v1309 = stablehlo.rsqrt %v1308 : tensor<6304x192xf32>
    %v1310 = stablehlo.multiply %v1301, %v1309 : tensor<6304x192xf32>
    %v1311 = stablehlo.broadcast_in_dim %v1281, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1312 = stablehlo.multiply %v1310, %v1311 : tensor<6304x192xf32>
    %v1313 = stablehlo.broadcast_in_dim %v1282, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1314 = stablehlo.add %v1312, %v1313 : tensor<6304x192xf32>
    %v1315 = stablehlo.dot_general %v1314, %v1284, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1316 = stablehlo.broadcast_in_dim %v1285, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1317 = stablehlo.add %v1315, %v1316 : tensor<6304x576xf32>
    %v1318 = stablehlo.reshape %v1317 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1319 = stablehlo.transpose %v1318, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1320 = "stablehlo.slice"(%v1319) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1321 = stablehlo.reshape %v1320 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1322 = "stablehlo.slice"(%v1319) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1323 = stablehlo.reshape %v1322 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1324 = "stablehlo.slice"(%v1319) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1325 = stablehlo.reshape %v1324 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1326 = stablehlo.dot_general %v1321, %v1323, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1327 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1328 = stablehlo.multiply %v1326, %v1327 : tensor<32x3x197x197xf32>
    %c121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1329 = stablehlo.reduce(%v1328 init: %c121) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1330 = stablehlo.broadcast_in_dim %v1329, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1331 = stablehlo.subtract %v1328, %v1330 : tensor<32x3x197x197xf32>
    %v1332 = stablehlo.exponential %v1331 : tensor<32x3x197x197xf32>
    %c122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1333 = stablehlo.reduce(%v1332 init: %c122) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1334 = stablehlo.broadcast_in_dim %v1333, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1335 = stablehlo.divide %v1332, %v1334 : tensor<32x3x197x197xf32>
    %v1336 = stablehlo.dot_general %v1335, %v1325, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1337 = stablehlo.transpose %v1336, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1338 = stablehlo.reshape %v1337 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1339 = stablehlo.dot_general %v1338, %v1287, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1340 = stablehlo.broadcast_in_dim %v1288, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1341 = stablehlo.add %v1339, %v1340 : tensor<6304x192xf32>
    %v1342 = stablehlo.add %v1280, %v1341 : tensor<6304x192xf32>
    %c123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1343 = stablehlo.reduce(%v1342 init: %c123) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1344 = stablehlo.broadcast_in_dim %v1343, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1345 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1346 = stablehlo.multiply %v1344, %v1345 : tensor<6304x192xf32>
    %v1347 = stablehlo.subtract %v1342, %v1346 : tensor<6304x192xf32>
    %v1348 = stablehlo.multiply %v1347, %v1347 : tensor<6304x192xf32>
    %c124 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1349 = stablehlo.reduce(%v1348 init: %c124) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1350 = stablehlo.broadcast_in_dim %v1349, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1351 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1352 = stablehlo.multiply %v1350, %v1351 : tensor<6304x192xf32>
    %v1353 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1354 = stablehlo.add %v1352, %v1353 : tensor<6304x192xf32>
    %v1355 = stablehlo.rsqrt %v1354 : tensor<6304x192xf32>
    %v1356 = stablehlo.multiply %v1347, %v1355 : tensor<6304x192xf32>
    %v1357 = stablehlo.broadcast_in_dim %v1289, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1358 = stablehlo.multiply %v1356, %v1357 : tensor<6304x192xf32>
    %v1359 = stablehlo.broadcast_in_dim %v1290, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1360 = stablehlo.add %v1358, %v1359 : tensor<6304x192xf32>
    %v1361 = stablehlo.dot_general %v1360, %v1292, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1362 = stablehlo.broadcast_in_dim %v1293, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1363 = stablehlo.add %v1361, %v1362 : tensor<6304x768xf32>
    %v1364 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1365 = stablehlo.multiply %v1363, %v1364 : tensor<6304x768xf32>
    %v1366 = chlo.erf %v1365 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1367 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1368 = stablehlo.add %v1367, %v1366 : tensor<6304x768xf32>
    %v1369 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1370 = stablehlo.multiply %v1368, %v1369 : tensor<6304x768xf32>
    %v1371 = stablehlo.multiply %v1363, %v1370 : tensor<6304x768xf32>
    %v1372 = stablehlo.dot_general %v1371, %v1295, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1373 = stablehlo.broadcast_in_dim %v1296, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1374 = stablehlo.add %v1372, %v1373 : tensor<6304x192xf32>
    %v1375 = stablehlo.add %v1342, %v1374 : tensor<6304x192xf32>
    %v1379 = stablehlo.transpose %v1378, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1382 = stablehlo.transpose %v1381, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1387 = stablehlo.transpose %v1386, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1390 = stablehlo.transpose %v1389, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1392 = stablehlo.reduce(%v1375 init: %c125) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1393 = stablehlo.broadcast_in_dim %v1392, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1394 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1395 = stablehlo.multiply %v1393, %v1394 : tensor<6304x192xf32>
    %v1396 = stablehlo.subtract %v1375, %v1395 : tensor<6304x192xf32>
    %v1397 = stablehlo.multiply %v1396, %v1396 : tensor<6304x192xf32>
    %c126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1398 = stablehlo.reduce(%v1397 init: %c126) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1399 = stablehlo.broadcast_in_dim %v1398, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1400 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1401 = stablehlo.multiply %v1399, %v1400 : tensor<6304x192xf32>
    %v1402 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1403 = stablehlo.add %v1401, %v1402 : tensor<6304x192xf32>
    %v1404 = stablehlo.rsqrt %v1403 : tensor<6304x192xf32>
    %v1405 = stablehlo.multiply %v1396, %v1404 : tensor<6304x192xf32>
    %v1406 = stablehlo.broadcast_in_dim %v1376, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1407 = stablehlo.multiply %v1405, %v1406 : tensor<6304x192xf32>
    %v1408 = stablehlo.broadcast_in_dim %v1377, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1409 = stablehlo.add %v1407, %v1408 : tensor<6304x192xf32>
    %v1410 = stablehlo.dot_general %v1409, %v1379, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1411 = stablehlo.broadcast_in_dim %v1380, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1412 = stablehlo.add %v1410, %v1411 : tensor<6304x576xf32>
    %v1413 = stablehlo.reshape %v1412 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1414 = stablehlo.transpose %v1413, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1415 = "stablehlo.slice"(%v1414) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1416 = stablehlo.reshape %v1415 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1417 = "stablehlo.slice"(%v1414) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1418 = stablehlo.reshape %v1417 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1419 = "stablehlo.slice"(%v1414) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1420 = stablehlo.reshape %v1419 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1421 = stablehlo.dot_general %v1416, %v1418, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1422 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1423 = stablehlo.multiply %v1421, %v1422 : tensor<32x3x197x197xf32>
    %c127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1424 = stablehlo.reduce(%v1423 init: %c127) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1425 = stablehlo.broadcast_in_dim %v1424, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1426 = stablehlo.subtract %v1423, %v1425 : tensor<32x3x197x197xf32>
    %v1427 = stablehlo.exponential %v1426 : tensor<32x3x197x197xf32>
    %c128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1428 = stablehlo.reduce(%v1427 init: %c128) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1429 = stablehlo.broadcast_in_dim %v1428, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1430 = stablehlo.divide %v1427, %v1429 : tensor<32x3x197x197xf32>
    %v1431 = stablehlo.dot_general %v1430, %v1420, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1432 = stablehlo.transpose %v1431, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1433 = stablehlo.reshape %v1432 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1434 = stablehlo.dot_general %v1433, %v1382, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1435 = stablehlo.broadcast_in_dim %v1383, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1436 = stablehlo.add %v1434, %v1435 : tensor<6304x192xf32>
    %v1437 = stablehlo.add %v1375, %v1436 : tensor<6304x192xf32>
    %c129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1438 = stablehlo.reduce(%v1437 init: %c129) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1439 = stablehlo.broadcast_in_dim %v1438, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1440 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1441 = stablehlo.multiply %v1439, %v1440 : tensor<6304x192xf32>
    %v1442 = stablehlo.subtract %v1437, %v1441 : tensor<6304x192xf32>
    %v1443 = stablehlo.multiply %v1442, %v1442 : tensor<6304x192xf32>
    %c130 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1444 = stablehlo.reduce(%v1443 init: %c130) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1445 = stablehlo.broadcast_in_dim %v1444, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1446 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1447 = stablehlo.multiply %v1445, %v1446 : tensor<6304x192xf32>
    %v1448 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1449 = stablehlo.add %v1447, %v1448 : tensor<6304x192xf32>
    %v1450 = stablehlo.rsqrt %v1449 : tensor<6304x192xf32>
    %v1451 = stablehlo.multiply %v1442, %v1450 : tensor<6304x192xf32>
    %v1452 = stablehlo.broadcast_in_dim %v1384, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1453 = stablehlo.multiply %v1451, %v1452 : tensor<6304x192xf32>
    %v1454 = stablehlo.broadcast_in_dim %v1385, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1455 = stablehlo.add %v1453, %v1454 : tensor<6304x192xf32>
    %v1456 = stablehlo.dot_general %v1455, %v1387, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1457 = stablehlo.broadcast_in_dim %v1388, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1458 = stablehlo.add %v1456, %v1457 : tensor<6304x768xf32>
    %v1459 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1460 = stablehlo.multiply %v1458, %v1459 : tensor<6304x768xf32>
    %v1461 = chlo.erf %v1460 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1462 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1463 = stablehlo.add %v1462, %v1461 : tensor<6304x768xf32>
    %v1464 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1465 = stablehlo.multiply %v1463, %v1464 : tensor<6304x768xf32>
    %v1466 = stablehlo.multiply %v1458, %v1465 : tensor<6304x768xf32>
    %v1467 = stablehlo.dot_general %v1466, %v1390, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1468 = stablehlo.broadcast_in_dim %v1391, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1469 = stablehlo.add %v1467, %v1468 : tensor<6304x192xf32>
    %v1470 = stablehlo.add %v1437, %v1469 : tensor<6304x192xf32>
    %v1474 = stablehlo.transpose %v1473, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1477 = stablehlo.transpose %v1476, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1482 = stablehlo.transpose %v1481, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1485 = stablehlo.transpose %v1484, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1487 = stablehlo.reduce(%v1470 init: %c131) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1488 = stablehlo.broadcast_in_dim %v1487, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1489 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1490 = stablehlo.multiply %v1488, %v1489 : tensor<6304x192xf32>
    %v1491 = stablehlo.subtract %v1470, %v1490 : tensor<6304x192xf32>
    %v1492 = stablehlo.multiply %v1491, %v1491 : tensor<6304x192xf32>
    %c132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1493 = stablehlo.reduce(%v1492 init: %c132) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1494 = stablehlo.broadcast_in_dim %v1493, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1495 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1496 = stablehlo.multiply %v1494, %v1495 : tensor<6304x192xf32>
    %v1497 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1498 = stablehlo.add %v1496, %v1497 : tensor<6304x192xf32>
    %v1499 = stablehlo.rsqrt %v1498 : tensor<6304x192xf32>
    %v1500 = stablehlo.multiply %v1491, %v1499 : tensor<6304x192xf32>
    %v1501 = stablehlo.broadcast_in_dim %v1471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1502 = stablehlo.multiply %v1500, %v1501 : tensor<6304x192xf32>
    %v1503 = stablehlo.broadcast_in_dim %v1472, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1504 = stablehlo.add %v1502, %v1503 : tensor<6304x192xf32>
    %v1505 = stablehlo.dot_general %v1504, %v1474, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1506 = stablehlo.broadcast_in_dim %v1475, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1507 = stablehlo.add %v1505, %v1506 : tensor<6304x576xf32>
    %v1508 = stablehlo.reshape %v1507 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1509 = stablehlo.transpose %v1508, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1510 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1511 = stablehlo.reshape %v1510 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1512 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1513 = stablehlo.reshape %v1512 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1514 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1515 = stablehlo.reshape %v1514 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1516 = stablehlo.dot_general %v1511, %v1513, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1517 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1518 = stablehlo.multiply %v1516, %v1517 : tensor<32x3x197x197xf32>
    %c133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1519 = stablehlo.reduce(%v1518 init: %c133) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1520 = stablehlo.broadcast_in_dim %v1519, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1521 = stablehlo.subtract %v1518, %v1520 : tensor<32x3x197x197xf32>
    %v1522 = stablehlo.exponential %v1521 : tensor<32x3x197x197xf32>
    %c134 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1523 = stablehlo.reduce(%v1522 init: %c134) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1524 = stablehlo.broadcast_in_dim %v1523, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1525 = stablehlo.divide %v1522, %v1524 : tensor<32x3x197x197xf32>
    %v1526 = stablehlo.dot_general %v1525, %v1515, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1527 = stablehlo.transpose %v1526, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1528 = stablehlo.reshape %v1527 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1529 = stablehlo.dot_general %v1528, %v1477, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1530 = stablehlo.broadcast_in_dim %v1478, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1531 = stablehlo.add %v1529, %v1530 : tensor<6304x192xf32>
    %v1532 = stablehlo.add %v1470, %v1531 : tensor<6304x192xf32>
    %c135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1533 = stablehlo.reduce(%v1532 init: %c135) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1534 = stablehlo.broadcast_in_dim %v1533, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1535 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1536 = stablehlo.multiply %v1534, %v1535 : tensor<6304x192xf32>
    %v1537 = stablehlo.subtract %v1532, %v1536 : tensor<6304x192xf32>
    %v1538 = stablehlo.multiply %v1537, %v1537 : tensor<6304x192xf32>
    %c136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1539 = stablehlo.reduce(%v1538 init: %c136) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1540 = stablehlo.broadcast_in_dim %v1539, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1541 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1542 = stablehlo.multiply %v1540, %v1541 : tensor<6304x192xf32>
    %v1543 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1544 = stablehlo.add %v1542, %v1543 : tensor<6304x192xf32>
    %v1545 = stablehlo.rsqrt %v1544 : tensor<6304x192xf32>
    %v1546 = stablehlo.multiply %v1537, %v1545 : tensor<6304x192xf32>
    %v1547 = stablehlo.broadcast_in_dim %v1479, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1548 = stablehlo.multiply %v1546, %v1547 : tensor<6304x192xf32>
    %v1549 = stablehlo.broadcast_in_dim %v1480, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1550 = stablehlo.add %v1548, %v1549 : tensor<6304x192xf32>
    %v1551 = stablehlo.dot_general %v1550, %v1482, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1552 = stablehlo.broadcast_in_dim %v1483, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1553 = stablehlo.add %v1551, %v1552 : tensor<6304x768xf32>
    %v1554 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1555 = stablehlo.multiply %v1553, %v1554 : tensor<6304x768xf32>
    %v1556 = chlo.erf %v1555 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1557 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1558 = stablehlo.add %v1557, %v1556 : tensor<6304x768xf32>
    %v1559 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1560 = stablehlo.multiply %v1558, %v1559 : tensor<6304x768xf32>
    %v1561 = stablehlo.multiply %v1553, %v1560 : tensor<6304x768xf32>
    %v1562 = stablehlo.dot_general %v1561, %v1485, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1563 = stablehlo.broadcast_in_dim %v1486, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1564 = stablehlo.add %v1562, %v1563 : tensor<6304x192xf32>
    %v1565 = stablehlo.add %v1532, %v1564 : tensor<6304x192xf32>
    %c137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1568 = stablehlo.reduce(%v1565 init: %c137) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1569 = stablehlo.broadcast_in_dim %v1568, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1570 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1571 = stablehlo.multiply %v1569, %v1570 : tensor<6304x192xf32>
    %v1572 = stablehlo.subtract %v1565, %v1571 : tensor<6304x192xf32>
    %v1573 = stablehlo.multiply %v1572, %v1572 : tensor<6304x192xf32>
    %c138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1574 = stablehlo.reduce(%v1573 init: %c138) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1575 = stablehlo.broadcast_in_dim %v1574, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1576 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1577 = stablehlo.multiply %v1575, %v1576 : tensor<6304x192xf32>
    %v1578 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1579 = stablehlo.add %v1577, %v1578 : tensor<6304x192xf32>
    %v1580 = stablehlo.rsqrt %v1579 : tensor<6304x192xf32>
    %v1581 = stablehlo.multiply %v1572, %v1580 : tensor<6304x192xf32>
    %v1582 = stablehlo.broadcast_in_dim %v1566, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1583 = stablehlo.multiply %v1581, %v1582 : tensor<6304x192xf32>
    %v1584 = stablehlo.broadcast_in_dim %v1567, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1585 = stablehlo.add %v1583, %v1584 : tensor<6304x192xf32>
    %v1586 = stablehlo.reshape %v1585 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v1587 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1588 = stablehlo.reshape %v1587 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1589 = "stablehlo.slice"(%v1588) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1590 = stablehlo.reshape %v1589 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1591 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1592 = stablehlo.reshape %v1591 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1593 = "stablehlo.slice"(%v1592) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1594 = stablehlo.reshape %v1593 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1595 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1596 = stablehlo.reshape %v1595 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1597 = "stablehlo.slice"(%v1596) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1598 = stablehlo.reshape %v1597 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1599 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1600 = stablehlo.reshape %v1599 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1601 = "stablehlo.slice"(%v1600) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1602 = stablehlo.reshape %v1601 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1603 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1604 = stablehlo.reshape %v1603 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1605 = "stablehlo.slice"(%v1604) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1606 = stablehlo.reshape %v1605 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1607 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1608 = stablehlo.reshape %v1607 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1609 = "stablehlo.slice"(%v1608) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1610 = stablehlo.reshape %v1609 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1611 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1612 = stablehlo.reshape %v1611 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1613 = "stablehlo.slice"(%v1612) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1614 = stablehlo.reshape %v1613 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1615 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1616 = stablehlo.reshape %v1615 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1617 = "stablehlo.slice"(%v1616) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1618 = stablehlo.reshape %v1617 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1619 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1620 = stablehlo.reshape %v1619 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1621 = "stablehlo.slice"(%v1620) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1622 = stablehlo.reshape %v1621 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1623 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1624 = stablehlo.reshape %v1623 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1625 = "stablehlo.slice"(%v1624) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1626 = stablehlo.reshape %v1625 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1627 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1628 = stablehlo.reshape %v1627 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1629 = "stablehlo.slice"(%v1628) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1630 = stablehlo.reshape %v1629 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1631 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1632 = stablehlo.reshape %v1631 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1633 = "stablehlo.slice"(%v1632) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1634 = stablehlo.reshape %v1633 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1635 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1636 = stablehlo.reshape %v1635 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1637 = "stablehlo.slice"(%v1636) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1638 = stablehlo.reshape %v1637 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1639 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1640 = stablehlo.reshape %v1639 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1641 = "stablehlo.slice"(%v1640) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1642 = stablehlo.reshape %v1641 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1643 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1644 = stablehlo.reshape %v1643 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1645 = "stablehlo.slice"(%v1644) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1646 = stablehlo.reshape %v1645 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1647 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1648 = stablehlo.reshape %v1647 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1649 = "stablehlo.slice"(%v1648) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1650 = stablehlo.reshape %v1649 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1651 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1652 = stablehlo.reshape %v1651 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1653 = "stablehlo.slice"(%v1652) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1654 = stablehlo.reshape %v1653 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1655 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1656 = stablehlo.reshape %v1655 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1657 = "stablehlo.slice"(%v1656) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1658 = stablehlo.reshape %v1657 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1659 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1660 = stablehlo.reshape %v1659 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1661 = "stablehlo.slice"(%v1660) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1662 = stablehlo.reshape %v1661 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1663 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1664 = stablehlo.reshape %v1663 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1665 = "stablehlo.slice"(%v1664) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1666 = stablehlo.reshape %v1665 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1667 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1668 = stablehlo.reshape %v1667 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1669 = "stablehlo.slice"(%v1668) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1670 = stablehlo.reshape %v1669 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1671 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1672 = stablehlo.reshape %v1671 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1673 = "stablehlo.slice"(%v1672) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1674 = stablehlo.reshape %v1673 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1675 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1676 = stablehlo.reshape %v1675 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1677 = "stablehlo.slice"(%v1676) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1678 = stablehlo.reshape %v1677 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1679 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1680 = stablehlo.reshape %v1679 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1681 = "stablehlo.slice"(%v1680) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1682 = stablehlo.reshape %v1681 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1683 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1684 = stablehlo.reshape %v1683 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1685 = "stablehlo.slice"(%v1684) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1686 = stablehlo.reshape %v1685 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1687 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1688 = stablehlo.reshape %v1687 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1689 = "stablehlo.slice"(%v1688) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1690 = stablehlo.reshape %v1689 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1691 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1692 = stablehlo.reshape %v1691 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1693 = "stablehlo.slice"(%v1692) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1694 = stablehlo.reshape %v1693 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1695 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1696 = stablehlo.reshape %v1695 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1697 = "stablehlo.slice"(%v1696) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1698 = stablehlo.reshape %v1697 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1699 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1700 = stablehlo.reshape %v1699 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1701 = "stablehlo.slice"(%v1700) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1702 = stablehlo.reshape %v1701 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1703 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1704 = stablehlo.reshape %v1703 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1705 = "stablehlo.slice"(%v1704) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1706 = stablehlo.reshape %v1705 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1707 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1708 = stablehlo.reshape %v1707 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1709 = "stablehlo.slice"(%v1708) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1710 = stablehlo.reshape %v1709 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1711 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1712 = stablehlo.reshape %v1711 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1713 = "stablehlo.slice"(%v1712) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1714 = stablehlo.reshape %v1713 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1715 = stablehlo.concatenate %v1590, %v1594, %v1598, %v1602, %v1606, %v1610, %v1614, %v1618, %v1622, %v1626, %v1630, %v1634, %v1638, %v1642, %v1646, %v1650, %v1654, %v1658, %v1662, %v1666, %v1670, %v1674, %v1678, %v1682, %v1686, %v1690, %v1694, %v1698, %v1702, %v1706, %v1710, %v1714, dim = 0 : (tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>) -> tensor<32x1x192xf32>
    %v1716 = stablehlo.reshape %v1715 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %v1718 = stablehlo.transpose %v1717, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %v1720 = stablehlo.dot_general %v1716, %v1718, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %v1721 = stablehlo.broadcast_in_dim %v1719, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1722 = stablehlo.add %v1720, %v1721 : tensor<32x10xf32>
    return %v1722 : tensor<32x10xf32>
  }
}
