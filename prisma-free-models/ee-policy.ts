import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { User } from "./user";

/** An employment-equity policy file. */
export class EePolicy extends Model<InferAttributes<EePolicy>, InferCreationAttributes<EePolicy>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare fileName: string;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: string;
  declare documentUrl: CreationOptional<string | null>;
  declare version: CreationOptional<string>;
  declare effectiveDate: string;
  declare isActive: CreationOptional<boolean>;
  declare uploadedBy: CreationOptional<number | null>;
  declare sha256: CreationOptional<string | null>;
  declare scanStatus: CreationOptional<"clean" | "unscanned" | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    EePolicy.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING, allowNull: false },
        description: DataTypes.TEXT,
        fileName: { type: DataTypes.STRING, allowNull: false },
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: { type: DataTypes.STRING(1000), allowNull: false },
        documentUrl: DataTypes.TEXT,
        version: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "1.0" },
        effectiveDate: { type: DataTypes.DATEONLY, allowNull: false },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        uploadedBy: DataTypes.INTEGER,
        sha256: DataTypes.STRING(64),
        scanStatus: DataTypes.STRING(20),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "ee_policies", underscored: true },
    );
  }
}
